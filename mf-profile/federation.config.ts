import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: 'mf_profile',
  kind: 'remote',
  devPort: 4103,
  title: 'Profiles',
  serverRender: './src/server.tsx',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
  },
});
