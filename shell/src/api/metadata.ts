import { apiPath } from './apiPath';
import { apiClient } from '@portal/api-client';
import { apiRoutes, MetadataGroupsSchema } from '@portal/contracts';

/** Metadata groups COMMON (the adjustment announcement) and VIP_BENEFITS (000 §7). */
export const fetchShellMetadata = (signal?: AbortSignal) =>
  apiClient.get(apiPath(apiRoutes.metadata), {
    schema: MetadataGroupsSchema,
    query: { groups: 'COMMON,VIP_BENEFITS' },
    signal,
  });
