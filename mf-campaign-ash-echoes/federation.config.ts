import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: 'mf_campaign_ash_echoes',
  kind: 'remote',
  devPort: 4105,
  title: 'Ash Echoes',
  serverRender: './src/server.tsx',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
  },
});
