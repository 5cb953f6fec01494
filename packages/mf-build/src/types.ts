/** What each app declares in its one `federation.config.ts`. */
export interface FederationAppConfig {
  /** Module Federation container name (a JS identifier, e.g. `mf_help`). */
  name: string;
  /** `host` for the shell, `remote` for every mf-* app. */
  kind: 'host' | 'remote';
  /** Port of the standalone development server. */
  devPort: number;
  /** Exposed modules, e.g. `{ './app': './src/app.single-spa.tsx' }`. */
  exposes?: Record<string, string>;
  /** Page title of the standalone/dev HTML page. */
  title: string;
  /** HTML template of the page, relative to the app's folder (default: mf-build's bare index.html). */
  template?: string;
  /**
   * A module (relative to the app's folder) whose default export is texts the page's first render
   * needs, e.g. the shell's English texts. Production builds write them into the page as a JSON
   * block (`DOCUMENT_TEXTS_ELEMENT_ID`), so no script carries them; the app reads them from there and
   * imports the module where the page has none (development, server render, tests).
   */
  documentTexts?: string;
  /**
   * A remote that loads other remotes at run time (`loadRemote`), e.g. a profile showing another
   * app's exposed card. The others are built without the runtime's remote-loading code.
   */
  loadsRemotes?: boolean;
  /**
   * The app's server render (`./src/server.tsx` exporting `render`): built for Node beside the
   * browser files (`server/render.js`), so the gateway can send a visitor's first view as HTML. A
   * remote's deploy moves it out of the served folder; the shell's stays in its build, which the
   * gateway never serves from `server/`.
   */
  serverRender?: string;
  /** The installable web app (the shell): its build ships `manifest.webmanifest` and the icons. */
  webApp?: WebAppConfig;
}

export interface WebAppConfig {
  /** Short name under the home-screen icon. */
  shortName: string;
  description: string;
  /** Square source icon (SVG or PNG), relative to the app's folder. */
  icon: string;
  themeColor: string;
  backgroundColor: string;
}

export const defineFederationApp = (config: FederationAppConfig): FederationAppConfig => config;
