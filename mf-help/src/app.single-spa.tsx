import { createLifecycles } from '@portal/federation';
import { App } from './App';
import { registerAppTexts } from './i18n';

export const { bootstrap, mount, unmount } = createLifecycles('mf-help', App, registerAppTexts);
