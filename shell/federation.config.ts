import { defineFederationApp } from '@portal/mf-build';

// The host: no exposes; remotes are registered at runtime from the gateway's registry.
export default defineFederationApp({
  name: 'shell',
  kind: 'host',
  devPort: 4100,
  title: 'Player Portal',
  // The document paints the portal's frame and a skeleton before any script runs.
  template: 'src/document/index.html',
  // The English texts ride in that document, read by the boot (src/i18n/index.ts), not in a script.
  documentTexts: 'src/i18n/en.ts',
  // A visitor's home arrives drawn: the gateway puts this render (server/render.js) in the document.
  serverRender: './src/server.tsx',
  webApp: {
    shortName: 'Portal',
    description: 'One account for every game of the publisher: gold, VIP, campaigns and friends.',
    icon: 'src/document/icon.svg',
    themeColor: '#0B0D14',
    backgroundColor: '#0B0D14',
  },
});
