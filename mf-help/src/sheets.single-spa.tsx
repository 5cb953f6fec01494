import { createLifecycles } from '@portal/federation';
import { registerTexts } from './i18n';
import { HelpSheets } from './sheets/HelpSheets';

// Always mounted by the shell (an overlay application); renders nothing until the sheet is opened.
export const { bootstrap, mount, unmount } = createLifecycles('mf-help:sheets', HelpSheets, registerTexts);
