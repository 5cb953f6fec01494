import type { LanguageCode, MetadataGroups } from '@portal/contracts';
import { languageAtom, useSessionValue } from '@portal/session';
import { useShellMetadata } from '../banners/useShellMetadata';
import { useHomeFirstView } from '../home/homeFirstView';

/**
 * The metadata answer and the page's language, for the contracts' reader of each content kind
 * (`maintenanceFlagOf`, `specialEventsOf`…), imported where its kind is shown: the kinds only the
 * remotes read (discounts, checkout rules, the top-up page, the password rule) and their schemas
 * stay out of the shell's files.
 */
export interface ContentSource {
  groups: MetadataGroups;
  language: LanguageCode;
}

/**
 * The operators' content for the shell's pages, from the metadata the layout already reads (one
 * request per page load), its texts in the page's language. Null while it loads or when it failed: every reader then shows the page
 * as it is without that content.
 */
export function useContent(): ContentSource | null {
  // The home's server render read them before rendering (its effects never run).
  const served = useHomeFirstView()?.metadata;
  const groups = useShellMetadata() ?? served;
  const language = useSessionValue(languageAtom);
  return groups ? { groups, language } : null;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
