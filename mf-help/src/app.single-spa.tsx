import { createLifecycles } from '@portal/federation/lifecycles';
import { App } from './App';
import { registerAppTexts } from './i18n';

export const { bootstrap, mount, unmount } = createLifecycles('mf-help', App, registerAppTexts);
