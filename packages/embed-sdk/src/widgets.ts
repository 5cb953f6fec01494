/**
 * The widgets of v1: which remote draws each one, and what its `./embed` mount is given. Adding a
 * widget is a line here and a case in that remote's embed; removing or renaming one is a v2.
 */
import type { EmbedManifest } from './manifest';

export type WidgetName =
  | 'feedback'
  | 'sign-in'
  | 'wallet-balance'
  | 'vip-rank'
  | 'pre-registration'
  | 'campaign-landing'
  | 'public-profile';

/** Options every widget takes. */
export interface CommonOptions {
  /** 'en' or 'vn'; campaign widgets also 'th' and 'id' where the campaign has them. Default: the page's `lang`, else English. */
  language?: string;
  /** A few look overrides for the widget's box: `{ accent: '#0a7', background: '#fff', text: '#222', radius: 8, font: 'Georgia, serif' }`. */
  theme?: ThemeOverrides;
  /**
   * Everything the widget tells the page: `signed-in` (`{ userId, nickname }`), `signed-out`
   * (`{ reason: 'signed-out' | 'ended' }`), `pre-registered` (`{ userId, channel }`, pre-registration),
   * `feedback-sent` (`{ page }`, feedback), and `navigate-request` (a link leaving the widget, detail
   * `{ url, path }` of the portal page; without `onEvent` it opens in a new tab).
   */
  onEvent?: (name: string, detail: Record<string, unknown>) => void;
}

/** The detail of `navigate-request`: a link in a widget leads to this portal page. */
export interface NavigateRequest {
  /** The portal page, absolute: `https://portal.example/wallet/topup`. */
  url: string;
  /** Its path on the portal, with query and hash: `/wallet/topup`. */
  path: string;
}

/** Every key optional; anything else rejects the mount with `bad-options`. */
export interface ThemeOverrides {
  /** Links and focus rings: a CSS colour (`#0a7`, `rgb(0 170 119)`, `teal`). */
  accent?: string;
  /** The widget's backdrop: a CSS colour (default the portal's dark background). */
  background?: string;
  /** The widget's text: a CSS colour. */
  text?: string;
  /** Corner radius of the widget's box: pixels (0–48) or a CSS length such as `0.5rem`. */
  radius?: number | string;
  /** The widget's font stack, e.g. `"Georgia, serif"` (the studio loads any web font itself). */
  font?: string;
}

export interface FeedbackOptions extends CommonOptions {
  /** Which page the feedback is about (the portal's feedback page list); default 'other'. */
  page?: string;
}
export interface SignInOptions extends CommonOptions {
  /** Opens on the sign-in form (default) or the registration form. */
  mode?: 'login' | 'register';
}
export interface WalletBalanceOptions extends CommonOptions {
  /** The balance layout: default, menu, transfer, transfer-v2, my-vip or level-gold. */
  variant?: string;
}
export type VipRankOptions = CommonOptions;
export interface CampaignOptions extends CommonOptions {
  /** The game of the campaign, e.g. 'ash_echoes'. */
  gameCode: string;
}
export interface PublicProfileOptions extends CommonOptions {
  /** The player's profile slug, as in https://<portal>/profiles/<slug>. */
  slug: string;
}

export interface WidgetOptions {
  feedback: FeedbackOptions;
  'sign-in': SignInOptions;
  'wallet-balance': WalletBalanceOptions;
  'vip-rank': VipRankOptions;
  'pre-registration': CampaignOptions;
  'campaign-landing': CampaignOptions;
  'public-profile': PublicProfileOptions;
}

/** Where a widget comes from: the remote app, its module, and the mount props made from the options. */
export interface WidgetSource {
  app: string;
  module: './embed';
  props: Record<string, unknown>;
}

type Resolve = (options: Record<string, unknown>, manifest: EmbedManifest) => WidgetSource | string;

/** A gameCode's campaign remote (`ash_echoes` → `mf-campaign-ash-echoes`) when it serves `path`. */
function campaign(gameCode: string, path: string, manifest: EmbedManifest): WidgetSource | string {
  const app = `mf-campaign-${gameCode.replace(/_/g, '-')}`;
  const remote = manifest.remotes[app];
  if (!remote) return `no live campaign for gameCode "${gameCode}"`;
  if (!remote.paths.includes(path)) return `the ${gameCode} campaign has no page for this widget (${path})`;
  return { app, module: './embed', props: { initialPath: path } };
}

const routed = (app: string, initialPath: string): WidgetSource => ({
  app,
  module: './embed',
  props: { initialPath },
});

export const WIDGETS: Record<WidgetName, Resolve> = {
  feedback: (options) => ({
    app: 'mf-help',
    module: './embed',
    props: { view: 'feedback', display: 'inline', page: options.page ?? 'other' },
  }),
  // Drawn by the loader (signInWidget.ts): the portal's sign-in itself opens in a popup.
  'sign-in': () => 'the sign-in widget is drawn by the loader',
  'wallet-balance': (options) => ({
    app: 'mf-wallet-vip',
    module: './embed',
    props: { widget: 'gold-balance', variant: options.variant ?? 'default' },
  }),
  'vip-rank': () => ({ app: 'mf-wallet-vip', module: './embed', props: { widget: 'vip-rank' } }),
  'pre-registration': (options, manifest) =>
    campaign(String(options.gameCode), `/games/pre-register/${String(options.gameCode)}`, manifest),
  'campaign-landing': (options, manifest) =>
    campaign(String(options.gameCode), `/games/official/${String(options.gameCode)}`, manifest),
  'public-profile': (options) =>
    routed('mf-profile', `/profiles/${encodeURIComponent(String(options.slug))}`),
};

export const isWidgetName = (name: unknown): name is WidgetName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(WIDGETS, name);
