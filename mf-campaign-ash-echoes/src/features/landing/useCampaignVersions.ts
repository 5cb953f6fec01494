import { useEffect, useState } from 'react';
import { ashEchoesApi } from '../../campaign/config';

/**
 * The terms and EULA versions the consent step sends. They come with the campaign; until it has
 * loaded (or if it fails) the flow still starts, and the server refuses an outdated version.
 */
export function useCampaignVersions() {
  const [versions, setVersions] = useState({ termsVersion: '', eulaVersion: '' });
  useEffect(() => {
    let live = true;
    ashEchoesApi.campaign().then(
      (campaign) => live && setVersions({ termsVersion: campaign.termsVersion, eulaVersion: campaign.eulaVersion }),
      (error: unknown) => console.error('[ash-echoes] campaign configuration failed to load:', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return versions;
}
