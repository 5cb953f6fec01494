import { createLifecycles } from '@portal/federation';
import { HelpOverlay } from './features/help-center/HelpOverlay';

// An overlay application the shell mounts on first use of Need Help, or at once for a signed-in
// player (routes.ts): a tiny module that loads the Help Center (and its texts) the first time Need
// Help opens it or the guided tour starts by itself.
export const { bootstrap, mount, unmount } = createLifecycles('mf-help:sheets', HelpOverlay);
