import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isRequestId, LOG_REDACT_PATHS, LOG_REDACTED, redactUrl, REQUEST_ID_HEADER } from '@portal/contracts';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export interface LogDestination {
  write(line: string): void;
}

/**
 * The gateway starts each request's id (or keeps a well-formed x-request-id from a proxy in front),
 * logs it as `reqId`, sends it to the API and answers it. Log lines are pino JSON with secrets
 * redacted (LOG_REDACT_PATHS) and secret query values (reset links' tokens) replaced in URLs.
 */
export function loggingOptions(
  level: string | undefined,
  destination?: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    genReqId: (raw: IncomingMessage) => {
      const given = raw.headers[REQUEST_ID_HEADER];
      return isRequestId(given) ? given : randomUUID();
    },
    logger:
      !level || level === 'silent'
        ? false
        : {
            level,
            ...(destination ? { stream: destination } : {}),
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
