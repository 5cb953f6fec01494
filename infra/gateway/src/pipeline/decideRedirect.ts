import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RedirectDecision {
  location: string;
}

/** Answers "should this page navigation be sent elsewhere first?"; null lets the shell document through. */
export type RedirectPolicy = (
  request: FastifyRequest,
) => RedirectDecision | null | Promise<RedirectDecision | null>;

/**
 * The one place for server-side page redirects (spec 000 §4): the route guard (protected route
 * without the token cookie → /login?referrer=…; token on /login, /register… or / → /hub) and the
 * maintenance redirect (maintenance on, client IP outside ipWhitelist) belong here. It runs for
 * page navigations only, before the shell document is built. Nothing is redirected yet.
 */
export const decideRedirect: RedirectPolicy = () => null;

/** onRequest step: a decision becomes a 307 (method and body kept, never cached). */
export function redirectStep(policy: RedirectPolicy) {
  return async function redirectOnRequest(request: FastifyRequest, reply: FastifyReply) {
    const decision = await policy(request);
    if (decision) {
      return reply.code(307).header('location', decision.location).header('cache-control', 'no-store').send();
    }
  };
}
