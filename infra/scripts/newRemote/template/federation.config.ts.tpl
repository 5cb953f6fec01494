import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: '__CONTAINER__',
  kind: 'remote',
  devPort: __DEV_PORT__,
  title: '__TITLE__',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
  },
});
