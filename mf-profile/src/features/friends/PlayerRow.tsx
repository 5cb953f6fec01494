import type { PlayerCard } from '@portal/contracts';
import { JobBadge, theme } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AvatarFrameSmall } from './AvatarFrameSmall';

/** One player in a friends list: avatar, nickname (to their profile), badge, and actions. */
export function PlayerRow({
  player,
  detail,
  actions,
}: {
  player: PlayerCard;
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li
      data-testid="player-row"
      css={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap', // the actions move under the name when the row is too narrow for both
        gap: theme.space.md,
        alignItems: 'center',
        padding: theme.space.sm,
        borderRadius: theme.radii.md,
        background: theme.colors.surfaceRaised,
      }}
    >
      <AvatarFrameSmall player={player} />
      <div css={{ display: 'grid', gap: theme.space.xxs, minWidth: 0, flex: '1 1 120px' }}>
        <Link
          to={`/profiles/${player.slug}`}
          css={{
            color: theme.colors.text,
            fontWeight: theme.fontWeights.bold,
            textDecoration: 'none',
            overflowWrap: 'anywhere',
          }}
        >
          {player.nickname}
        </Link>
        <span>
          <JobBadge jobType={player.job} />
        </span>
        {detail && (
          <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}>{detail}</span>
        )}
      </div>
      {actions && (
        <div
          css={{
            display: 'flex',
            gap: theme.space.xs,
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            marginLeft: 'auto',
          }}
        >
          {actions}
        </div>
      )}
    </li>
  );
}
