import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: 'mf_auth',
  kind: 'remote',
  devPort: 4101,
  title: 'Accounts',
  serverRender: './src/server.tsx',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
    // logout(), refreshCurrentUser() and the AuthModal dialog for other apps (see README.md).
    './session': './src/session.ts',
  },
});
