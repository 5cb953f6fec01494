import {
  gameAssetsOf,
  maintenanceFlagOf,
  officialGameDataOf,
  specialEventsOf,
  webviewAssetsOf,
  type LanguageCode,
  type MetadataGroups,
} from '@portal/contracts';
import { languageAtom, useSessionValue } from '@portal/session';
import { useShellMetadata } from '../banners/useShellMetadata';
import { useHomeFirstView } from '../home/homeFirstView';

/**
 * The content kinds the shell's pages read, each through its own reader: the layout loads this with
 * the boot, and the kinds only the remotes read (discounts, checkout rules, the top-up page, the
 * password rule) keep their schemas out of it.
 */
const shellContentOf = (groups: MetadataGroups, language: LanguageCode) => ({
  maintenanceFlag: () => maintenanceFlagOf(groups, language),
  specialEvents: () => specialEventsOf(groups, language),
  webviewAssets: (orientation: 'landscape' | 'portrait') => webviewAssetsOf(groups, orientation),
  official: (gameCode: string) => officialGameDataOf(groups, gameCode, language),
  assets: (gameCode: string) => gameAssetsOf(groups, gameCode),
});

/**
 * The operators' content for the shell's pages, from the metadata the layout already reads (one
 * request per page load), its texts in the page's language. Null while it loads or when it failed: every reader then shows the page
 * as it is without that content.
 */
export function useContent() {
  // The home's server render read them before rendering (its effects never run).
  const served = useHomeFirstView()?.metadata;
  const groups = useShellMetadata() ?? served;
  const language = useSessionValue(languageAtom);
  return groups ? shellContentOf(groups, language) : null;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
