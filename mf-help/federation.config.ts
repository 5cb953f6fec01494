import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: 'mf_help',
  kind: 'remote',
  devPort: 4104,
  title: 'Help and legal',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
    './sheets': './src/sheets.single-spa.tsx',
  },
});
