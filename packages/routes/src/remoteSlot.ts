/** The element the shell mounts a remote into; the gateway puts the remote's server render in it. */
export const remoteSlotId = (app: string) => `remote-slot-${app}`;

/** Marks a remote slot the document arrived with, holding the remote's server render. */
export const SERVER_RENDER_ATTRIBUTE = 'data-server-render';
