import { EmptyState, LoadingState } from '@portal/ui';
import { useSearchParams } from 'react-router-dom';
import type { Campaign } from '@portal/contracts';
import type { CampaignCalls } from '../campaignCalls';
import { useKitTexts } from '../i18n/kitTexts';
import { forgotPasswordPath, signInPath } from './authLinks';
import { campaignLegalLinks } from './legalLinks';
import { PreRegistrationFlow } from './PreRegistrationFlow';

export interface PreRegisterPanelProps {
  api: CampaignCalls;
  /** The loaded configuration (null while loading): the flow shows only while the operator keeps it open. */
  campaign: Campaign | null;
  /** The consent step's links; the campaign's own documents (`campaignLegalLinks`) by default. */
  legal?: { terms: string; eula: string };
  channel?: 'website' | 'mobile';
}

/**
 * The pre-registration flow as a landing shows it: with the campaign's legal versions, the invite
 * code of the link (?invite=), sign-in and reset links back to this page; closed when the operator
 * closed pre-registration.
 */
export function PreRegisterPanel({ api, campaign, legal, channel = 'website' }: PreRegisterPanelProps) {
  const { t } = useKitTexts();
  const [params] = useSearchParams();
  if (!campaign) return <LoadingState label={t('state.loading')} />;
  if (!campaign.preRegistrationOpen) return <EmptyState>{t('errors.PRE_REGISTRATION_CLOSED')}</EmptyState>;
  return (
    <PreRegistrationFlow
      api={api}
      versions={{ termsVersion: campaign.termsVersion, eulaVersion: campaign.eulaVersion }}
      channel={channel}
      inviteCode={params.get('invite') ?? undefined}
      links={{
        ...(legal ?? campaignLegalLinks(campaign.gameCode)),
        forgotPassword: forgotPasswordPath(),
        socialSignIn: signInPath(),
      }}
    />
  );
}
