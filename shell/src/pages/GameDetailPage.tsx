import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link, useParams } from 'react-router-dom';
import { ApiRequestError } from '@portal/api-client';
import { gameAssetsOf, officialGameDataOf, type GameDetail } from '@portal/contracts';
import { ErrorState, linkButtonStyle, theme } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { fetchGame } from '../features/games/gameCalls';
import { PageSpinner } from '../ui/PageSpinner';
import { PlatformList } from '../features/games/PlatformList';
import { OfficialGameData } from '../features/content/OfficialGameData';
import { useContent } from '../features/content/useContent';
import { SHELL_NS } from '../i18n';
import { isRemotePath } from '../routes/routeTable';
import { pageStyle } from './styles';

const bannerStyle = css({
  width: '100%',
  display: 'block',
  borderRadius: theme.radii.lg,
  objectFit: 'cover',
  aspectRatio: '16 / 9',
  background: theme.colors.surfaceRaised,
  // Wide screens: a letterbox banner that leaves the text above the fold.
  [theme.breakpoints.wide]: { aspectRatio: '3 / 1' },
});

const bodyStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  [theme.breakpoints.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)', alignItems: 'start' },
});

const actionCardStyle = css({
  display: 'grid',
  gap: theme.space.md,
  padding: theme.space.lg,
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
});

// The page's one call to action: a size larger than the common link button.
const ctaStyle = css(linkButtonStyle, { minHeight: 48, padding: `0 ${theme.space.xl}px` });

/**
 * The call to action of a game: Pre-register leads into the game's campaign
 * (its pre-register page, else its official page) when one is deployed; a playtest to
 * Playtesting; otherwise the official page when there is one.
 */
function callToAction(game: GameDetail): { href: string; textKey: string } | null {
  const preRegister = `/games/pre-register/${game.gameCode}`;
  const official = `/games/official/${game.gameCode}`;
  if (game.status === 'pre_register') {
    if (isRemotePath(preRegister)) return { href: preRegister, textKey: 'games.preRegisterNow' };
    if (isRemotePath(official)) return { href: official, textKey: 'games.preRegisterNow' };
    return null;
  }
  if (game.status === 'beta') return { href: '/play-testing', textKey: 'games.joinPlaytest' };
  return isRemotePath(official) ? { href: official, textKey: 'games.officialPage' } : null;
}

export default function GameDetailPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { gameCode = '' } = useParams();
  const game = useResource((signal) => fetchGame(signal, gameCode), [gameCode]);
  const content = useContent();

  if (game.status === 'loading') return <PageSpinner />;
  if (game.status === 'error') {
    const notFound = game.error instanceof ApiRequestError && game.error.status === 404;
    if (!notFound)
      return (
        <div css={pageStyle}>
          <ErrorState message={t('error.load')} onRetry={game.retry} />
          <Link to="/games">{t('games.back')}</Link>
        </div>
      );
    return (
      <div css={pageStyle} role="alert">
        <h1>{t('games.notFound')}</h1>
        <p>{t('games.notFoundText')}</p>
        <Link to="/games">{t('games.back')}</Link>
      </div>
    );
  }
  const { data } = game;
  const action = callToAction(data);
  const official = `/games/official/${data.gameCode}`;
  // The operators' asset set and official data of this game, when they set them (else the catalogue's).
  const assets = content ? gameAssetsOf(content.groups, data.gameCode) : null;
  const officialData = content ? officialGameDataOf(content.groups, data.gameCode, content.language) : null;
  return (
    <article
      css={pageStyle}
      data-testid="game-detail"
      // The campaign's official page is titled with the game's name: this one says what it is.
      data-page-title={t('games.detailTitle', { name: data.name })}
    >
      <img
        src={assets?.keyArt ?? data.content.thumbnailBanner}
        alt=""
        width={1200}
        height={400}
        css={bannerStyle}
        data-testid="game-key-art"
      />
      <div css={bodyStyle}>
        <div css={{ display: 'grid', gap: theme.space.md }}>
          <h1 css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
            {assets?.icon && (
              <img
                src={assets.icon}
                alt=""
                width={40}
                height={40}
                data-testid="game-icon"
                css={{ borderRadius: theme.radii.md }}
              />
            )}
            {data.name}
          </h1>
          <p css={{ margin: 0, color: theme.colors.gold, fontWeight: theme.fontWeights.bold }}>
            {t(`games.status.${data.status}`)}
          </p>
          <p css={{ margin: 0, color: theme.colors.textMuted }} data-testid="game-description">
            {officialData?.description ?? data.description}
          </p>
          {officialData && <OfficialGameData data={officialData} />}
        </div>
        <aside css={actionCardStyle} aria-label={t('games.platforms')}>
          <h2 css={{ fontSize: theme.fontSizes.md }}>{t('games.platforms')}</h2>
          <PlatformList
            platforms={data.gamePlatforms.map((platform) => platform.code)}
            label={t('games.platforms')}
          />
          {action && (
            <Link to={action.href} css={ctaStyle} data-testid="game-cta">
              {t(action.textKey)}
            </Link>
          )}
          {action?.href !== official && isRemotePath(official) && (
            <Link to={official}>{t('games.officialPage')}</Link>
          )}
        </aside>
      </div>
      <Link to="/games">{t('games.back')}</Link>
    </article>
  );
}
