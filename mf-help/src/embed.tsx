import {
  createEmbed,
  createRoutedEmbed,
  prepareEmbed,
  type EmbedHostProps,
  type RoutedEmbedProps,
  type Unmount,
} from '@portal/federation';
import { API_PREFIX } from '@portal/contracts';
import { App } from './App';
import { FeedbackEmbed, type FeedbackEmbedProps } from './features/feedback/FeedbackEmbed';
import { registerAppTexts, registerTexts } from './i18n';

/** What a studio's page may pass to `mount(element, props)`. */
export type HelpEmbedProps = RoutedEmbedProps &
  EmbedHostProps &
  Partial<Omit<FeedbackEmbedProps, 'apiBaseUrl'>> & {
    /** 'feedback' mounts the feedback sheet; otherwise the route page of `initialPath` (/tou, /privacy, /embed). */
    view?: 'feedback';
  };

// Webpack sets the public path of this remote at run time: the portal origin it was loaded from.
declare const __webpack_public_path__: string | undefined;

/** The portal API next to this remote's files, so a studio page needs no apiBaseUrl of its own. */
export function portalApiBaseUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return /^https?:\/\//.test(publicPath) ? new URL(API_PREFIX, publicPath).href : API_PREFIX;
}

const routed = createRoutedEmbed<HelpEmbedProps>('mf-help', App, async (props) => {
  await prepareEmbed(props);
  await registerAppTexts();
});

const feedback = createEmbed<HelpEmbedProps>(
  'mf-help:feedback',
  ({ apiBaseUrl, page, display, onClose }) => (
    <FeedbackEmbed
      apiBaseUrl={apiBaseUrl ?? portalApiBaseUrl()}
      page={page}
      display={display}
      onClose={onClose}
    />
  ),
  async (props) => {
    await prepareEmbed(props);
    await registerTexts();
  },
);

/**
 * Studios: `mount(element, { view: 'feedback', language, apiBaseUrl?, page?, display?, onClose? })`
 * opens the feedback sheet; `mount(element, { initialPath: '/tou', language })` renders a page.
 */
export function mount(element: HTMLElement, props: HelpEmbedProps = {}): Unmount {
  return props.view === 'feedback' ? feedback.mount(element, props) : routed.mount(element, props);
}
