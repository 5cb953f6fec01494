import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { FastifyReply } from 'fastify';
import { relayAnswerHeaders } from './proxyHeaders';

/** Answers up to this size are read whole before they are sent on; larger or unsized ones stream through. */
export const BUFFERED_ANSWER_BYTES = 64 * 1024;

export type ProxyError = Error & { code?: string };

/** What the relay asks of the proxy: a failure before any answer arrived, and one after it began. */
export interface RelayFailures {
  /** The API sent nothing usable: the proxy may try another replica or answers 502/504. */
  beforeAnswer(error: ProxyError): void;
  /** A small answer broke off before its end: nothing has been sent to the caller yet. */
  midAnswer(error: ProxyError): void;
}

/**
 * One API answer relayed to the caller, as undici's dispatch handler: the status and end-to-end
 * headers go straight onto the reply from undici's raw header list, and a small answer (every JSON
 * one) is gathered and sent as one buffer, so the reply is one write with its headers and the
 * compression threshold applies. Larger or unsized answers stream through with backpressure.
 * No promise, response object or parsed-headers object per request (undici's `request()` makes
 * all three).
 */
export class AnswerRelay implements Dispatcher.DispatchHandler {
  #abort: ((error?: Error) => void) | null = null;
  #chunks: Buffer[] | null = null;
  #stream: Readable | null = null;
  #answered = false;
  #done = false;

  constructor(
    private readonly reply: FastifyReply,
    private readonly failures: RelayFailures,
  ) {}

  onConnect(abort: (error?: Error) => void): void {
    this.#abort = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true; // 100-continue and the like: the caller gets the final answer
    this.#answered = true;
    const reply = this.reply.code(statusCode);
    const length = relayAnswerHeaders(rawHeaders, reply);
    if (length <= BUFFERED_ANSWER_BYTES) {
      this.#chunks = [];
      return true;
    }
    this.#stream = new Readable({
      read: () => resume(),
      destroy: (error, callback) => {
        // The caller hung up (or the reply failed): stop reading the API's answer too.
        if (!this.#done) this.#abort?.(error ?? new Error('the caller hung up before the end of the answer'));
        callback(error);
      },
    });
    reply.send(this.#stream);
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.#stream) return this.#stream.push(chunk);
    this.#chunks?.push(chunk);
    return true;
  }

  onComplete(): void {
    this.#done = true;
    if (this.#stream) {
      this.#stream.push(null);
      return;
    }
    const chunks = this.#chunks ?? [];
    this.reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  onError(error: ProxyError): void {
    this.#done = true;
    if (!this.#answered) return this.failures.beforeAnswer(error);
    if (this.#stream) {
      this.#stream.destroy(error);
      return;
    }
    // The headers of an answer that broke off do not describe the error sent instead.
    for (const name of Object.keys(this.reply.getHeaders())) this.reply.removeHeader(name);
    this.failures.midAnswer(error);
  }
}
