import { call } from '@portal/api-client';
import { metadataEndpoints, type MetadataGroups } from '@portal/contracts';

/**
 * The operators' top-up page content (TOPUP_PAGE) as the API answers it, read with `contentOf` in
 * the page's language; null when unreachable: the page's own texts.
 */
export const loadTopupPageGroups = (): Promise<MetadataGroups | null> =>
  call(metadataEndpoints.groups, { query: { groups: 'TOPUP_PAGE' } }).catch(() => null);
