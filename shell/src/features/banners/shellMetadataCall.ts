import { call } from '@portal/api-client';
import { metadataEndpoints } from '@portal/contracts';

/** Metadata groups COMMON (the adjustment announcement) and VIP_BENEFITS (000 §7). */
export const fetchShellMetadata = (signal?: AbortSignal) =>
  call(metadataEndpoints.groups, { query: { groups: 'COMMON,VIP_BENEFITS' }, signal });
