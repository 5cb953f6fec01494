import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import type { Game, GameStatus } from '@portal/contracts';
import { theme } from '@portal/ui';
import { fetchGames } from '../api/games';
import { GameCard, gameGridStyle } from '../components/GameCard';
import { LoadState } from '../components/LoadState';
import { useApiData } from '../hooks/useApiData';
import { SHELL_NS } from '../i18n';
import { pageStyle } from './styles';

const sections: { status: GameStatus; titleKey: string }[] = [
  { status: 'released', titleKey: 'home.released' },
  { status: 'pre_register', titleKey: 'home.preRegister' },
  { status: 'beta', titleKey: 'home.beta' },
];

/** The portal home for visitors: what we publish, grouped by release state. */
export default function HomePage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const games = useApiData('games', (signal) => fetchGames(signal));
  return (
    <div css={pageStyle} data-testid="home-page">
      <section>
        <h1>{t('home.title')}</h1>
        <p css={css({ color: theme.colors.textMuted })}>{t('home.subtitle')}</p>
      </section>
      <LoadState state={games}>
        {(list: Game[]) =>
          sections.map(({ status, titleKey }) => {
            const inSection = list.filter((game) => game.status === status);
            if (inSection.length === 0) return null;
            return (
              <section key={status} aria-label={t(titleKey)}>
                <h2>{t(titleKey)}</h2>
                <div css={gameGridStyle}>
                  {inSection.map((game) => (
                    <GameCard key={game.gameCode} game={game} />
                  ))}
                </div>
              </section>
            );
          })
        }
      </LoadState>
      <Link to="/games">{t('home.allGames')}</Link>
    </div>
  );
}
