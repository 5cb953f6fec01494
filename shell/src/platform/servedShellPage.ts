import { remoteSlotId, SERVER_RENDER_ATTRIBUTE, SHELL_APP } from '@portal/routes';
import type { ServerHandoff } from './serverHandoff';

/** The document's drawing of one of the shell's own pages (the home), while it is the page shown. */
export interface ServedShellPage {
  /** The server's markup, in the element the gateway put it in; the layout places it in its main. */
  slot: HTMLElement;
  /** Where the page renders, hidden until it has drawn what the server drew (then shown in its place). */
  handoff: ServerHandoff;
  /** The path it was drawn for: another path ends it. */
  path: string;
}

let served: ServedShellPage | undefined;

/**
 * Boot: loads what takes over the document's drawing of a shell page (the remotes' outlet passes
 * that slot by). Its mark stays until the swap, so taps on it meanwhile are kept and replayed.
 * Other documents load nothing.
 */
export async function adoptServedShellPage(): Promise<void> {
  const slot = document.getElementById(remoteSlotId(SHELL_APP));
  if (!slot?.hasAttribute(SERVER_RENDER_ATTRIBUTE)) return;
  const path = window.location.pathname;
  try {
    const { takeOverServerRender } = await import('./serverHandoff');
    served = { slot, handoff: takeOverServerRender(slot), path };
  } catch {
    // Without it the page renders as on any other document, replacing the server's markup: the
    // document's listener must leave its taps alone.
    slot.removeAttribute(SERVER_RENDER_ATTRIBUTE);
  }
}

/** The served shell page while `pathname` is still the page it drew; undefined after it left. */
export const servedShellPage = (pathname: string): ServedShellPage | undefined =>
  served?.path === pathname ? served : undefined;

/** The reader went to another page: the served page's element goes, and it is never used again. */
export function releaseServedShellPage(): void {
  served?.handoff.release();
  served?.slot.remove();
  served = undefined;
}
