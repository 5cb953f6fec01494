import { createLifecycles } from '@portal/federation';
import { HelpOverlay } from './features/help-center/HelpOverlay';

// Always mounted by the shell (an overlay application): a tiny module that loads the Help Center
// (and its texts) the first time Need Help opens it or the guided tour starts by itself.
export const { bootstrap, mount, unmount } = createLifecycles('mf-help:sheets', HelpOverlay);
