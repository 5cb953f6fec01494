import { Page } from '@portal/ui';
import { LANDING_PATH } from '../../campaign/config';
import { useTexts } from '../../i18n';

/**
 * /anniversary/:gameCode/puzzle and /event/:gameCode/:eventCode/puzzle route here for Ash Echoes
 * (the shell sends puzzle events to the campaign of their game code). No puzzle event runs for
 * this campaign: the page says so and leads back to the landing.
 */
export function PuzzlePage() {
  const { t } = useTexts();
  return (
    <Page title={t('puzzle.title')} testId="page-puzzle">
      <p>{t('puzzle.text')}</p>
      <a href={LANDING_PATH} css={{ color: '#F2C14E' }}>
        {t('puzzle.back')}
      </a>
    </Page>
  );
}
