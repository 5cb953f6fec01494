import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isRequestId, LOG_REDACT_PATHS, LOG_REDACTED, redactUrl, REQUEST_ID_HEADER } from '@portal/contracts';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go; tests pass a stream that keeps them. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fastify's options for the structured (pino JSON) log and the request id: the id comes from the
 * gateway's x-request-id (when well formed) or is made here, and is every line's `reqId`. Secrets
 * never reach a line: pino redacts the paths in LOG_REDACT_PATHS, and the request serializer writes
 * URLs with the values of secret query parameters (reset tokens, OAuth codes) replaced.
 */
export function loggingOptions(
  level: string,
  destination: LogDestination = process.stderr,
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    genReqId: (raw: IncomingMessage) => {
      const given = raw.headers[REQUEST_ID_HEADER];
      return isRequestId(given) ? given : randomUUID();
    },
    logger:
      level === 'silent'
        ? false
        : {
            level,
            stream: destination,
            redact: { paths: [...LOG_REDACT_PATHS], censor: LOG_REDACTED },
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
  };
}
