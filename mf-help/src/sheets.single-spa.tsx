import { createLifecycles } from '@portal/federation';
import { HelpSheets } from './features/help-center/HelpSheets';
import { registerTexts } from './i18n';

// Always mounted by the shell (an overlay application); renders nothing until the sheet is opened.
export const { bootstrap, mount, unmount } = createLifecycles('mf-help:sheets', HelpSheets, registerTexts);
