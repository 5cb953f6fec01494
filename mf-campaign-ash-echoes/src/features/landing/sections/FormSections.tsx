import { PreRegisterPanel, RafflePanel, SectionFrame, useViewer } from '@portal/campaign';
import type { Campaign } from '@portal/contracts';
import { ashEchoesCalls } from '../../../campaign/config';
import { useTexts } from '../../../i18n';

// The sections with forms (react-hook-form and the flow's steps): a chunk of their own, fetched
// only when the reader nears them, or by the /pre-register pages that show the flow alone.

/** The kit's pre-registration panel: the flow with the campaign's legal versions, or "closed". */
export function PreRegisterSection({
  campaign,
  channel = 'website',
}: {
  campaign: Campaign | null;
  channel?: 'website' | 'mobile';
}) {
  const { t } = useTexts();
  return (
    <SectionFrame title={t('sections.preRegister')} intro={t('preRegister.intro')}>
      <PreRegisterPanel api={ashEchoesCalls} campaign={campaign} channel={channel} />
    </SectionFrame>
  );
}

export function ActivitySection() {
  const { t } = useTexts();
  const { viewer } = useViewer();
  return (
    <SectionFrame title={t('sections.activity')} intro={t('activity.intro')}>
      <RafflePanel api={ashEchoesCalls} viewer={viewer} />
    </SectionFrame>
  );
}
