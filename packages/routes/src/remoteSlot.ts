/** The element the shell mounts a remote into; the gateway puts the remote's server render in it. */
export const remoteSlotId = (app: string) => `remote-slot-${app}`;

/** Marks a remote slot the document arrived with, holding the remote's server render. */
export const SERVER_RENDER_ATTRIBUTE = 'data-server-render';

/** Marks the shell's header and bottom navigation as the gateway drew them, until the shell's own replace them. */
export const SERVED_CHROME_ATTRIBUTE = 'data-served-chrome';

/** Whatever the server drew that the shell has not taken over yet: taps on its buttons are kept. */
export const SERVED_DRAWINGS = `[${SERVER_RENDER_ATTRIBUTE}],[${SERVED_CHROME_ATTRIBUTE}]`;

/**
 * Marks the served document's `<style>` declaring a language's script font (its value: the
 * language). Here, not beside the fonts: the shell's boot reads only this, the faces load with Thai.
 */
export const SCRIPT_FONT_ATTRIBUTE = 'data-script-font';

/**
 * The controls of a server's drawing whose taps before the shell takes it over are kept (by the
 * document's early listener, in the array at `window[SERVED_TAPS_GLOBAL]`) and replayed on the
 * app's own control once it shows. Links are not among them: they work without scripts.
 */
export const SERVED_TAP_CONTROLS = 'button,[role="button"],summary';
export const SERVED_TAPS_GLOBAL = '__portalServedTaps';

/**
 * The element of a server's drawing that has the focus, as the document's early listener follows
 * it (`window[SERVED_FOCUS_GLOBAL]`): kept when its drawing leaves the page (the shell's first
 * commit takes the drawings out and back), cleared when the reader moves the focus elsewhere.
 */
export const SERVED_FOCUS_GLOBAL = '__portalServedFocus';

/**
 * The `elementtiming` name of a drawing's high-priority pictures (a landing's key art, the home's
 * first game card): the served document's script starts the app once the browser reports them
 * presented, so they paint before the app's scripts run.
 */
export const SERVED_PICTURE_TIMING = 'served-picture';

/**
 * The document's JSON block holding texts its app's first render needs (the shell's English texts,
 * written in by the build): the boot reads them from the page instead of a script.
 */
export const DOCUMENT_TEXTS_ELEMENT_ID = 'document-texts';
