import {
  createEmbed,
  createRoutedEmbed,
  prepareEmbed,
  type EmbedHostProps,
  type RoutedEmbedProps,
  type Unmount,
} from '@portal/federation';
import { App } from './App';
import { FeedbackEmbed, type FeedbackEmbedProps } from './features/feedback/FeedbackEmbed';
import { registerAppTexts, registerTexts } from './i18n';

/** What a studio's page may pass to `mount(element, props)`. */
export type HelpEmbedProps = RoutedEmbedProps &
  EmbedHostProps &
  Partial<FeedbackEmbedProps> & {
    /** 'feedback' mounts the feedback sheet; otherwise the route page of `initialPath` (/tou, /privacy, /embed). */
    view?: 'feedback';
  };

const routed = createRoutedEmbed<HelpEmbedProps>('mf-help', App, async (props) => {
  await prepareEmbed(props);
  await registerAppTexts();
});

const feedback = createEmbed<HelpEmbedProps>(
  'mf-help:feedback',
  ({ page, display, onClose }) => <FeedbackEmbed page={page} display={display} onClose={onClose} />,
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
