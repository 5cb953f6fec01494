import { call } from '@portal/api-client';
import { metadataEndpoints } from '@portal/contracts';

/** The operator's VIP benefit texts (metadata group VIP_BENEFITS, 000 §7). */
export const fetchVipBenefits = (signal?: AbortSignal) =>
  call(metadataEndpoints.groups, { query: { groups: 'VIP_BENEFITS' }, signal });
