/** The popup's message to its opener (the API's contract name, `EMBED_SESSION_MESSAGE` in @portal/contracts). */
export const EMBED_SESSION_MESSAGE = 'portal-embed:session';
