import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: 'mf_wallet_vip',
  kind: 'remote',
  devPort: 4102,
  title: 'Wallet and VIP',
  serverRender: './src/server.tsx',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
    // Widgets other apps render at runtime (README "Widgets"): default export + mount(element, props).
    './gold-balance-widget': './src/widgets/gold-balance/index.ts',
    './gold-dialog': './src/widgets/gold-dialog/index.ts',
    './vip-rank-card': './src/widgets/vip-rank-card/index.ts',
  },
});
