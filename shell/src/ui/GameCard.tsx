import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { GAME_THUMBNAIL_WIDTH, gameCardSrcSet, WIDE_LAYOUT_MIN_PX, type Game } from '@portal/contracts';
import { EmptyState, focusOutline, theme } from '@portal/ui';
import { SHELL_NS } from '../i18n';

const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  overflow: 'hidden',
  '&:focus-visible': focusOutline(),
  img: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' },
  span: { padding: `0 ${theme.space.md}px ${theme.space.md}px` },
});

export function GameCard({ game }: { game: Game }) {
  const { t } = usePortalTranslation(SHELL_NS);
  return (
    <Link to={`/games/${game.gameCode}`} css={cardStyle} data-testid="game-card">
      <img
        src={game.content.thumbnailHomepage}
        srcSet={gameCardSrcSet(game.content.thumbnailHomepage)}
        sizes={`(min-width: ${WIDE_LAYOUT_MIN_PX}px) 300px, 50vw`}
        width={GAME_THUMBNAIL_WIDTH}
        alt=""
        loading="lazy"
      />
      <strong css={css({ padding: `0 ${theme.space.md}px` })}>{game.name}</strong>
      <span>{t(`games.status.${game.status}`)}</span>
    </Link>
  );
}

export const gameGridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: theme.space.md,
  // Wide screens: fewer, larger cards (four across at 1200 px).
  [theme.breakpoints.wide]: {
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: theme.space.lg,
  },
});

/** The games as a grid of cards, or the given text when there are none. */
export function GameGrid({ games, emptyText }: { games: readonly Game[]; emptyText?: string }) {
  if (games.length === 0) return emptyText ? <EmptyState>{emptyText}</EmptyState> : null;
  return (
    <div css={gameGridStyle}>
      {games.map((game) => (
        <GameCard key={game.gameCode} game={game} />
      ))}
    </div>
  );
}
