import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { useSearchParams } from 'react-router-dom';
import { GAME_STATUSES, type GameStatus } from '@portal/contracts';
import { ErrorState, theme } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { fetchGames } from '../features/games/gameCalls';
import { GameGrid } from '../ui/GameCard';
import { PageSpinner } from '../ui/PageSpinner';
import { SpecialEvents } from '../features/content/SpecialEvents';
import { SHELL_NS } from '../i18n';
import { pageStyle } from './styles';

const chipStyle = css({
  padding: `${theme.space.xs}px ${theme.space.md}px`,
  borderRadius: 999,
  border: `1px solid ${theme.colors.border}`,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: theme.colors.gold, color: theme.colors.gold },
});

const isStatus = (value: string | null): value is GameStatus =>
  GAME_STATUSES.some((status) => status === value);

export default function GamesPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const games = useResource((signal) => fetchGames(signal, status), [status]);
  const choose = (next?: GameStatus) => setParams(next ? { status: next } : {});
  return (
    <div css={pageStyle} data-testid="games-page">
      <h1>{t('games.title')}</h1>
      <div css={css({ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' })}>
        <button type="button" css={chipStyle} aria-pressed={!status} onClick={() => choose()}>
          {t('games.all')}
        </button>
        {GAME_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            css={chipStyle}
            aria-pressed={status === value}
            onClick={() => choose(value)}
          >
            {t(`games.status.${value}`)}
          </button>
        ))}
      </div>
      {games.status === 'loading' && <PageSpinner />}
      {games.status === 'error' && <ErrorState message={t('error.load')} onRetry={games.retry} />}
      {games.status === 'ready' && <GameGrid games={games.data} emptyText={t('games.empty')} />}
      <SpecialEvents placement="games" />
    </div>
  );
}
