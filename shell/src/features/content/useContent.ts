import { contentOf } from '@portal/contracts';
import { useShellMetadata } from '../banners/useShellMetadata';

/**
 * The operators' content for the shell's pages, from the metadata the layout already reads (one
 * request per page load). Null while it loads or when it failed: every reader then shows the page
 * as it is without that content.
 */
export function useContent() {
  const groups = useShellMetadata();
  return groups ? contentOf(groups) : null;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
