import { SSO_CHANNEL_NAME, SsoResultSchema, type SsoResult } from '@portal/contracts';
import * as v from 'valibot';

/**
 * The callback page and the page that opened the popup talk over a BroadcastChannel (same origin,
 * whatever the provider did to window.opener). The opener answers 'ack': without it the callback
 * page knows it runs as a full page (mobile) and finishes the sign-in itself.
 */
type ChannelMessage = { type: 'result'; result: SsoResult } | { type: 'ack' };

const MessageSchema = v.variant('type', [
  v.object({ type: v.literal('result'), result: SsoResultSchema }),
  v.object({ type: v.literal('ack') }),
]);

const openChannel = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SSO_CHANNEL_NAME);

/** Callback side: broadcasts the result; resolves true when an opener took it within `waitMs`. */
export function deliverSsoResult(result: SsoResult, waitMs = 1000): Promise<boolean> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (taken: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(taken);
    };
    const timer = setTimeout(() => finish(false), waitMs);
    channel.onmessage = (event: MessageEvent) => {
      const message = v.safeParse(MessageSchema, event.data);
      if (message.success && message.output.type === 'ack') finish(true);
    };
    channel.postMessage({ type: 'result', result } satisfies ChannelMessage);
  });
}

/** Opener side: calls `onResult` for each result (after acknowledging it); returns a stop function. */
export function listenForSsoResult(onResult: (result: SsoResult) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent) => {
    const message = v.safeParse(MessageSchema, event.data);
    if (!message.success || message.output.type !== 'result') return;
    channel.postMessage({ type: 'ack' } satisfies ChannelMessage);
    onResult(message.output.result);
  };
  return () => channel.close();
}
