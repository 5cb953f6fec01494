import type { FastifyReply } from 'fastify';

/** The API's error envelope, so clients handle gateway errors the same way. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ success: false, errors: [{ code, message }] });
}

export const sendNotFound = (reply: FastifyReply, what: string) =>
  sendError(reply, 404, 'NOT_FOUND', `${what} was not found.`);
