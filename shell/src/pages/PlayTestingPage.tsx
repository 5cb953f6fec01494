import { usePortalTranslation } from '@portal/i18n';
import { fetchGames } from '../features/games/gameCalls';
import { GameGrid } from '../components/GameCard';
import { LoadState } from '../components/LoadState';
import { useApiData } from '../hooks/useApiData';
import { SHELL_NS } from '../i18n';
import { pageStyle } from './styles';

export default function PlayTestingPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const games = useApiData('games:beta', (signal) => fetchGames(signal, 'beta'));
  return (
    <div css={pageStyle} data-testid="play-testing-page">
      <h1>{t('playTesting.title')}</h1>
      <p>{t('playTesting.subtitle')}</p>
      <LoadState state={games}>
        {(list) => <GameGrid games={list} emptyText={t('playTesting.empty')} />}
      </LoadState>
    </div>
  );
}
