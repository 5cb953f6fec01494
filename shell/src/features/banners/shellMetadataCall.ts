import { call } from '@portal/api-client';
import { metadataEndpoints } from '@portal/contracts';

/**
 * The metadata groups the shell reads, in one request: COMMON (the adjustment announcement),
 * VIP_BENEFITS (000 §7) and the content operators control on the shell's pages (special events,
 * the maintenance flag's notice, webview assets, games' official data and asset sets).
 */
export const SHELL_METADATA_GROUPS = [
  'COMMON',
  'VIP_BENEFITS',
  'SPECIAL_EVENTS',
  'MAINTENANCE_FLAG',
  'WEBVIEW_ASSETS_LANDSCAPE',
  'WEBVIEW_ASSETS_PORTRAIT',
  'OFFICIAL_ASH_ECHOES',
  'ASH_ECHOES_ASSETS',
  'CRAZY_ONES_ASSETS',
] as const;

export const fetchShellMetadata = (signal?: AbortSignal) =>
  call(metadataEndpoints.groups, { query: { groups: SHELL_METADATA_GROUPS.join(',') }, signal });
