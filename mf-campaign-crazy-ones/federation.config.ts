import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: 'mf_campaign_crazy_ones',
  kind: 'remote',
  devPort: 4106,
  title: 'Crazy Ones',
  serverRender: './src/server.tsx',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
  },
});
