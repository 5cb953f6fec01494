import * as v from 'valibot';
import {
  MaintenanceSettingSchema,
  MetadataGroupSchema,
  MetadataKeySchema,
  MetadataVersionSchema,
} from './metadata';
import { endpoint, SIGNED_IN_ERRORS } from './endpoint';
import { UserConfigurationSchema, UserConfigurationUpdateSchema } from './userConfiguration';

/** Operators' metadata paths (x-admin-token). */
export const shellApiRoutes = {
  /** Operators (x-admin-token): read and write one metadata record; the admin CLI uses them while the API runs. */
  adminMetadataPattern: '/api/admin/metadata/:group/:key',
  adminMetadata: (group: string, key: string) =>
    `/api/admin/metadata/${encodeURIComponent(group)}/${encodeURIComponent(key)}`,
} as const;

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
