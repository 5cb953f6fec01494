import { errorCodes, type ApiError, type ErrorEnvelope } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { refuseControlCharacters } from './controlCharacters';
import { ApiHttpError, RequestValidationError } from './errors';

const envelopeOf = (errors: ApiError[]): ErrorEnvelope => ({ success: false, errors });

/** Fastify's own 4xx errors, with codes clients can act on. */
const FASTIFY_CODES: Record<string, { code: ApiError['code']; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: errorCodes.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: errorCodes.badRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: errorCodes.badRequest, message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: errorCodes.badRequest, message: 'The body is not valid JSON' },
};

/** Every error and every unknown route answers in the envelope; no stack trace ever leaves. */
export function registerErrorHandling(app: FastifyInstance, bodyLimitBytes: number): void {
  refuseControlCharacters(app);
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // The valibot validator hands its RequestValidationError to Fastify, which passes it here as is.
    if (error instanceof RequestValidationError) return reply.status(400).send(envelopeOf(error.errors));
    if (error instanceof ApiHttpError) {
      return reply.status(error.statusCode).send(envelopeOf([{ code: error.code, message: error.message }]));
    }
    const statusCode = (error as FastifyError).statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const known = FASTIFY_CODES[(error as FastifyError).code ?? ''];
      const message =
        known?.code === errorCodes.payloadTooLarge
          ? `The request body is larger than ${bodyLimitBytes} bytes`
          : (known?.message ?? error.message);
      return reply
        .status(statusCode)
        .send(envelopeOf([{ code: known?.code ?? errorCodes.badRequest, message }]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(
        envelopeOf([
          { code: errorCodes.internal, message: 'Something went wrong on our side. Please try again later.' },
        ]),
      );
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(
      envelopeOf([
        {
          code: errorCodes.notFound,
          message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        },
      ]),
    ),
  );
}
