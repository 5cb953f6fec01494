import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: 'mf_wallet_vip',
  kind: 'remote',
  devPort: 4102,
  title: 'Wallet and VIP',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
  },
});
