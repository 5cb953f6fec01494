import * as v from 'valibot';
import {
  MaintenanceSettingSchema,
  MetadataRecordSchema,
  MetadataGroupSchema,
  MetadataKeySchema,
  MetadataVersionSchema,
} from './metadata';
import { endpoint, endpointUrl, SIGNED_IN_ERRORS } from './endpoint';
import { ADMIN_TOKEN_HEADER } from './feedback';
import { UserConfigurationSchema, UserConfigurationUpdateSchema } from './userConfiguration';

/**
 * GET /api/public/maintenance. `pageUrl` is the external maintenance page (null when none is
 * configured: then nobody is redirected); `clientIp` is the caller as the API sees it behind its
 * trusted proxies, so the browser can apply the same whitelist rule as the gateway.
 */
export const MaintenanceStatusSchema = v.object({
  setting: MaintenanceSettingSchema,
  pageUrl: v.nullable(v.string()),
  clientIp: v.nullable(v.string()),
});
export type MaintenanceStatus = v.InferOutput<typeof MaintenanceStatusSchema>;

/** Route shapes of the admin metadata routes. */
export const AdminMetadataParamsSchema = v.object({ group: MetadataGroupSchema, key: MetadataKeySchema });
export const AdminMetadataWriteSchema = v.object({
  /** The record's value as JSON text, checked against the key's contract when it has one. */
  value: v.pipe(
    v.string('value must be JSON text'),
    v.maxLength(16_384, 'value is at most 16384 characters'),
  ),
  version: v.optional(MetadataVersionSchema),
});
export type AdminMetadataWrite = v.InferOutput<typeof AdminMetadataWriteSchema>;

/** The admin token header the admin routes check themselves (401, not a validation error). */
const ADMIN_UNAUTHORIZED = {
  401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong`,
} as const;

/**
 * Operators (header x-admin-token): read and write one metadata record; the admin CLI uses them
 * while the API runs. A read-only token reads; a change needs a read-write one and is audited.
 */
export const adminMetadataEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/admin/metadata/:group/:key',
    summary: `Latest record of a metadata key (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    params: AdminMetadataParamsSchema,
    response: MetadataRecordSchema,
    errors: { ...ADMIN_UNAUTHORIZED, 404: 'METADATA_NOT_FOUND: no such key in this group' },
  }),
  write: endpoint({
    method: 'PUT',
    path: '/admin/metadata/:group/:key',
    summary: `Store a metadata value, checked against the key's contract (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    params: AdminMetadataParamsSchema,
    body: AdminMetadataWriteSchema,
    response: MetadataRecordSchema,
    errors: { ...ADMIN_UNAUTHORIZED, 403: 'ADMIN_READ_ONLY: the token may read only' },
  }),
};

/** Operators' metadata address, for the admin CLI and tests (the API client is not theirs). */
export const shellApiRoutes = {
  adminMetadata: (group: string, key: string) => endpointUrl(adminMetadataEndpoints.read, { group, key }),
} as const;

/** What the shell (and the gateway) call besides the accounts API. */
export const shellEndpoints = {
  /** The maintenance setting, where to send players during maintenance, and the caller's IP. */
  maintenance: endpoint({
    method: 'GET',
    path: '/public/maintenance',
    summary: 'Maintenance setting (version 1), the maintenance page URL and the caller IP',
    tags: ['public'],
    response: MaintenanceStatusSchema,
  }),
  /** The signed-in player's configuration (hasPendingPayment, showPopupAdjustQuestAt). */
  configuration: endpoint({
    method: 'PATCH',
    path: '/private/user/configuration',
    summary:
      'Update the signed-in player configuration: hasPendingPayment, showPopupAdjustQuestAt (unix seconds)',
    tags: ['user'],
    body: UserConfigurationUpdateSchema,
    response: UserConfigurationSchema,
    errors: SIGNED_IN_ERRORS,
  }),
};
