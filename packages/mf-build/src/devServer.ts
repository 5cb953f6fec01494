import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { FederationAppConfig } from './types';

/** Dev ports of the remotes; the shell's dev registry points at them so the whole page runs from sources. */
export const DEV_REMOTES: Record<string, number> = {
  'mf-auth': 4101,
  'mf-wallet-vip': 4102,
  'mf-profile': 4103,
  'mf-help': 4104,
  'mf-campaign-ash-echoes': 4105,
  'mf-campaign-crazy-ones': 4106,
};

export function devRegistry(host: string) {
  return {
    remotes: Object.entries(DEV_REMOTES).map(([app, port]) => ({
      app,
      name: app.replace(/-/g, '_'),
      version: 'dev',
      manifest: `http://${host}:${port}/mf-manifest.json`,
    })),
  };
}

/** Where an app's dev server answers (its files' absolute public path). */
export const DEV_HOST = '127.0.0.1';
export const devOrigin = (app: Pick<FederationAppConfig, 'devPort'>) => `http://${DEV_HOST}:${app.devPort}/`;

/** `/api` and `/dev` go to API_URL (default: the API `npm start -w @portal/api` starts). */
export const devApiUrl = () => process.env.API_URL ?? 'http://127.0.0.1:8081';

export function devServerOptions(app: FederationAppConfig): DevServerConfiguration {
  const apiUrl = devApiUrl();
  return {
    host: DEV_HOST,
    port: app.devPort,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/dev'], target: apiUrl, changeOrigin: true }],
    setupMiddlewares: (middlewares) => {
      if (app.kind === 'host') {
        middlewares.unshift({
          name: 'dev-registry',
          path: '/registry.json',
          middleware: (_req: unknown, res: { json: (body: unknown) => void }) =>
            res.json(devRegistry('127.0.0.1')),
        });
      }
      return middlewares;
    },
  };
}
