import { usePortalTranslation } from '@portal/i18n';
import { fetchGames } from '../features/games/gameCalls';
import { GameGrid } from '../ui/GameCard';
import { ErrorState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { PageSpinner } from '../ui/PageSpinner';
import { SHELL_NS } from '../i18n';
import { pageStyle } from './styles';

export default function PlayTestingPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const games = useResource((signal) => fetchGames(signal, 'beta'), []);
  return (
    <div css={pageStyle} data-testid="play-testing-page">
      <h1>{t('playTesting.title')}</h1>
      <p>{t('playTesting.subtitle')}</p>
      {games.status === 'loading' && <PageSpinner />}
      {games.status === 'error' && <ErrorState message={t('error.load')} onRetry={games.retry} />}
      {games.status === 'ready' && <GameGrid games={games.data} emptyText={t('playTesting.empty')} />}
    </div>
  );
}
