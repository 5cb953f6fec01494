import { call } from '@portal/api-client';
import { contentOf, metadataEndpoints, type TopupPageContent } from '@portal/contracts';

/** The operators' top-up page content (TOPUP_PAGE); null when unset, broken or unreachable: the page's own texts. */
export const loadTopupPageContent = (): Promise<TopupPageContent | null> =>
  call(metadataEndpoints.groups, { query: { groups: 'TOPUP_PAGE' } }).then(
    (groups) => contentOf(groups).topupPage(),
    () => null,
  );
