import { apiAssetUrl } from '@portal/api-client';
import { AVATAR_SIZE, avatarSrcSet, type PlayerCard } from '@portal/contracts';
import { theme } from '@portal/ui';
import { frameColour } from '../profile-header/AvatarFrame';

/** The 47 px avatar with its VIP ring, for lists. */
export function AvatarFrameSmall({ player }: { player: PlayerCard }) {
  const style = {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    borderRadius: '50%',
    border: `2px solid ${frameColour(player.vipLevel)}`,
    flex: 'none' as const,
  };
  return player.image ? (
    <img
      src={apiAssetUrl(player.image)}
      srcSet={avatarSrcSet(apiAssetUrl(player.image))}
      alt=""
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      css={{ ...style, objectFit: 'cover' }}
    />
  ) : (
    <span
      aria-hidden
      css={{
        ...style,
        display: 'grid',
        placeItems: 'center',
        background: theme.colors.surface,
        color: theme.colors.gold,
        fontWeight: theme.fontWeights.bold,
        boxSizing: 'border-box',
      }}
    >
      {player.nickname.slice(0, 1).toUpperCase()}
    </span>
  );
}
