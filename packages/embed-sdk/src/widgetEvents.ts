/**
 * A widget's own events (`pre-registered`, `feedback-sent`): it dispatches them as a bubbling DOM
 * event inside its element (emitEmbedEvent in @portal/session); they reach the studio's `onEvent`.
 */

/** `EMBED_EVENT` of @portal/contracts (the loader bundles no portal package). */
const EMBED_EVENT = 'portal-embed:event';

type OnEvent = ((name: string, detail: Record<string, unknown>) => void) | undefined;

/** Starts passing the root's widget events to `onEvent` (read at each event); returns the stop. */
export function forwardWidgetEvents(root: ShadowRoot, onEvent: () => OnEvent): () => void {
  const forward = (event: Event) => {
    const given = (event as CustomEvent<unknown>).detail as { name?: unknown; detail?: unknown } | null;
    if (!given || typeof given.name !== 'string') return;
    const detail = given.detail && typeof given.detail === 'object' ? given.detail : {};
    onEvent()?.(given.name, { ...(detail as Record<string, unknown>) });
  };
  root.addEventListener(EMBED_EVENT, forward);
  return () => root.removeEventListener(EMBED_EVENT, forward);
}
