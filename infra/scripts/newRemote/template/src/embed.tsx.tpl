import {
  createRoutedEmbed,
  prepareEmbed,
  type EmbedHostProps,
  type RoutedEmbedProps,
} from '@portal/federation';
import { App } from './App';
import { registerTexts } from './i18n';

/** Studios: `mount(element, { initialPath, language, apiBaseUrl })` renders this app in any page. */
export const { mount } = createRoutedEmbed<RoutedEmbedProps & EmbedHostProps>(
  '__APP__',
  App,
  async (props) => {
    await prepareEmbed(props);
    await registerTexts();
  },
);
