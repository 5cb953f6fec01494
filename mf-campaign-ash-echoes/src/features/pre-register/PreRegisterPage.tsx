import { PreRegisterPageFrame, useCampaign } from '@portal/campaign';
import { ashEchoesCalls, LANDING_PATH } from '../../campaign/config';
import { useTexts } from '../../i18n';
import { PreRegisterSection } from '../landing/sections/FormSections';

/** /games/pre-register/ash_echoes: the flow alone (the publisher's /pre-register is mf-help's). */
export function PreRegisterPage() {
  const { t } = useTexts();
  const campaign = useCampaign(ashEchoesCalls);
  return (
    <PreRegisterPageFrame
      back={{ href: LANDING_PATH, label: t('preRegisterPage.back') }}
      title={t('preRegisterPage.title')}
      testId="website"
    >
      <PreRegisterSection campaign={campaign} />
    </PreRegisterPageFrame>
  );
}
