import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import type { Game, GameStatus } from '@portal/contracts';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { ErrorState, linkButtonStyle, theme } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { fetchGames } from '../features/games/gameCalls';
import { GameGrid } from '../ui/GameCard';
import { PageSpinner } from '../ui/PageSpinner';
import { SpecialEvents } from '../features/content/SpecialEvents';
import { nowSeconds, useContent } from '../features/content/useContent';
import { GameCarousel } from '../features/home/GameCarousel';
import { servedOr, useHomeFirstView } from '../features/home/homeFirstView';
import { keyArtSlides } from '../features/home/keyArtSlides';
import { NewsList } from '../features/home/NewsList';
import { SHELL_NS } from '../i18n';
import { pageStyle } from './styles';

const sections: { status: GameStatus; titleKey: string }[] = [
  { status: 'released', titleKey: 'home.released' },
  { status: 'pre_register', titleKey: 'home.preRegister' },
  { status: 'beta', titleKey: 'home.beta' },
];

const heroStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: `${theme.space.sm}px 0`,
  h1: { fontSize: 30, lineHeight: 1.1, [theme.breakpoints.wide]: { fontSize: 40 } },
});

const ctaStyle = css(linkButtonStyle, { padding: `0 ${theme.space.xl}px` });

/** The second call to action beside the gold one: outlined. */
const outlinedCtaStyle = css(ctaStyle, {
  background: 'transparent',
  border: `1px solid ${theme.colors.gold}`,
  color: theme.colors.gold,
});

/**
 * The portal home: the games' key art first (with the operators' home events), then who we are,
 * the news operators post, and what we publish grouped by release state; event cards last, as they
 * arrive with the content settings and must move nothing above them.
 */
export default function HomePage() {
  const { t } = usePortalTranslation(SHELL_NS);
  // On the server the games come read already (the home's first view); in the browser, loaded here.
  const games = servedOr(
    useResource((signal) => fetchGames(signal), []),
    useHomeFirstView()?.games,
  );
  // A signed-in player sees / only in a game's webview (elsewhere the guard sends them to /hub):
  // no "Create an account" for them, their hub instead.
  const isSignedIn = useSessionValue(isSignedInAtom);
  const content = useContent();
  return (
    <div css={pageStyle} data-testid="home-page">
      <GameCarousel
        state={
          games.status === 'ready'
            ? { status: 'ready', slides: keyArtSlides(games.data, content, nowSeconds()) }
            : games
        }
      />
      <section css={heroStyle}>
        <span
          css={{
            color: theme.colors.gold,
            fontWeight: 700,
            letterSpacing: '0.14em',
            fontSize: 12,
            textTransform: 'uppercase',
          }}
        >
          {t('home.eyebrow')}
        </span>
        <h1>{t('home.title')}</h1>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('home.subtitle')}</p>
        <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          {isSignedIn ? (
            <Link to="/hub" css={ctaStyle}>
              {t('home.toHub')}
            </Link>
          ) : (
            <>
              <Link to="/register" css={ctaStyle}>
                {t('home.register')}
              </Link>
              <Link to="/login" css={outlinedCtaStyle}>
                {t('home.login')}
              </Link>
            </>
          )}
        </div>
      </section>
      <NewsList />
      {/* Above the lists, not after them: it is on screen at once and never pushed down (CLS). */}
      <Link to="/games" css={{ alignSelf: 'flex-end', fontWeight: theme.fontWeights.bold }}>
        {t('home.allGames')}
      </Link>
      {games.status === 'loading' && <PageSpinner />}
      {games.status === 'error' && <ErrorState message={t('error.load')} onRetry={games.retry} />}
      {games.status === 'ready' &&
        sections.map(({ status, titleKey }) => {
          const inSection = games.data.filter((game: Game) => game.status === status);
          if (inSection.length === 0) return null;
          return (
            <section key={status} aria-label={t(titleKey)} css={{ display: 'grid', gap: theme.space.md }}>
              <h2>{t(titleKey)}</h2>
              <GameGrid games={inSection} />
            </section>
          );
        })}
      <SpecialEvents placement="home" />
    </div>
  );
}
