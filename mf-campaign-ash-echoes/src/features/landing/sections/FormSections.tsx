import { useSearchParams } from 'react-router-dom';
import { PreRegistrationFlow, RafflePanel } from '@portal/campaign';
import { ashEchoesApi, LEGAL_PATHS } from '../../../campaign/config';
import { useTexts } from '../../../i18n';
import { forgotPasswordPath, signInPath } from '../../pre-register/authLinks';
import { SectionFrame } from '../SectionFrame';
import { useCampaignVersions } from '../useCampaignVersions';
import { useViewer } from '../useViewer';
import { longDate } from './dates';

// The sections with forms (react-hook-form and the flow's steps): a chunk of their own, fetched
// only when the reader nears them, or by the /pre-register pages that show the flow alone.

export function PreRegisterSection({ channel = 'website' }: { channel?: 'website' | 'mobile' }) {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const versions = useCampaignVersions();
  return (
    <SectionFrame title={t('sections.preRegister')} intro={t('preRegister.intro')}>
      <PreRegistrationFlow
        api={ashEchoesApi}
        versions={versions}
        channel={channel}
        inviteCode={params.get('invite') ?? undefined}
        links={{
          terms: LEGAL_PATHS.terms,
          eula: LEGAL_PATHS.eula,
          forgotPassword: forgotPasswordPath(),
          socialSignIn: signInPath(),
        }}
      />
    </SectionFrame>
  );
}

export function ActivitySection() {
  const { t } = useTexts();
  const { viewer } = useViewer();
  return (
    <SectionFrame title={t('sections.activity')} intro={t('activity.intro')}>
      <RafflePanel api={ashEchoesApi} viewer={viewer} formatDate={longDate} />
    </SectionFrame>
  );
}
