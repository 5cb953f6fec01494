import { endpoint } from './endpoint';
import { ADMIN_TOKEN_HEADER } from './feedback';
import {
  AdminStudioAddSchema,
  AdminStudioOriginSchema,
  EmbedOriginStatusSchema,
  EmbedSessionRequestSchema,
  EmbedSessionSchema,
  PartnerEmbedSessionRequestSchema,
  STUDIO_SECRET_HEADER,
  StudioOriginListSchema,
  StudioOriginRecordSchema,
  StudioOriginRemovedSchema,
  StudioSecretSchema,
} from './studios';

const ADMIN_TOKEN_ERRORS = {
  401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong`,
} as const;

/** Studio embeds: the origin check, the operators' allowlist and the sessions a studio page gets. */
export const studioEndpoints = {
  embedOrigin: endpoint({
    method: 'GET',
    path: '/public/embed/origin',
    summary: 'Whether the calling page (its Origin header) may show the portal’s widgets',
    tags: ['public'],
    response: EmbedOriginStatusSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/studios',
    summary: `Studio origins allowed to embed the portal (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    response: StudioOriginListSchema,
    errors: ADMIN_TOKEN_ERRORS,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/studios',
    summary: `Allow a studio origin to embed the portal (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    body: AdminStudioAddSchema,
    response: StudioOriginRecordSchema,
    errors: ADMIN_TOKEN_ERRORS,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/studios',
    summary: `Stop answering CORS to a studio origin (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    query: AdminStudioOriginSchema,
    response: StudioOriginRemovedSchema,
    errors: ADMIN_TOKEN_ERRORS,
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/admin/studios/secret',
    summary: `A new secret for a studio's backend (shown once; the previous one stops working) (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    body: AdminStudioOriginSchema,
    response: StudioSecretSchema,
    errors: { ...ADMIN_TOKEN_ERRORS, 404: 'NOT_FOUND: the origin is not on the studio allowlist' },
  }),
  /** The portal's sign-in popup asks for a session for the studio page that opened it. */
  embedSession: endpoint({
    method: 'POST',
    path: '/private/embed-sessions',
    summary:
      'The portal sign-in popup: a session for the allowlisted studio page that opened it (signed-in player, cookie + CSRF)',
    tags: ['auth'],
    body: EmbedSessionRequestSchema,
    response: EmbedSessionSchema,
    errors: {
      401: 'UNAUTHORIZED: not signed in',
      403: 'ORIGIN_NOT_ALLOWED: the studio origin is not on the allowlist; CSRF_REJECTED',
    },
  }),
  partnerEmbedSession: endpoint({
    method: 'POST',
    path: '/partner/embed-sessions',
    summary: `A studio's backend: a session for a player it signed in itself (header ${STUDIO_SECRET_HEADER})`,
    tags: ['partner'],
    body: PartnerEmbedSessionRequestSchema,
    response: EmbedSessionSchema,
    errors: {
      401: `STUDIO_SECRET_INVALID: the ${STUDIO_SECRET_HEADER} header is missing or not this origin's secret`,
      404: 'NOT_FOUND: no such player',
    },
  }),
};
