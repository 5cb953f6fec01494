import { Page } from '@portal/ui';
import { useTexts } from '../../i18n';

/** /quest: kept as it was; quests are another issue's (the route stays with this app meanwhile). */
export function QuestPage() {
  const { t } = useTexts();
  return (
    <Page title={t('quest.title')} testId="page-quest">
      <p>{t('quest.text')}</p>
    </Page>
  );
}
