import { EMBED_EVENT, type EmbedEventDetail } from '@portal/contracts';

/**
 * Tells the studio page embedding this widget that something happened (its `onEvent(name, detail)`):
 * the event bubbles to the widget's root, where the studio SDK listens. On the portal nobody listens.
 */
export function emitEmbedEvent(from: Element | null, name: string, detail: Record<string, unknown>): void {
  from?.dispatchEvent(
    new CustomEvent<EmbedEventDetail>(EMBED_EVENT, { bubbles: true, detail: { name, detail } }),
  );
}
