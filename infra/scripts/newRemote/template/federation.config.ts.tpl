import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: '__CONTAINER__',
  kind: 'remote',
  devPort: __DEV_PORT__,
  title: '__TITLE__',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
    // The catalogue, for the portal's pages that show this campaign's content (quests on /quest).
    './texts': './src/i18n/catalogue.ts',
  },
});
