import { createLifecycles } from '@portal/federation/lifecycles';
import { App } from './App';
import { registerTexts } from './i18n';

export const { bootstrap, mount, unmount } = createLifecycles('__APP__', App, registerTexts);
