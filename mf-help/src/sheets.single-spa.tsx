import { createLifecycles } from '@portal/federation/lifecycles';
import { HelpOverlay } from './features/help-center/HelpOverlay';

// An overlay application the shell mounts on first use of Need Help (routes.ts): a tiny module that
// loads the Help Center (and its texts) the first time Need Help opens it.
export const { bootstrap, mount, unmount } = createLifecycles('mf-help:sheets', HelpOverlay);
