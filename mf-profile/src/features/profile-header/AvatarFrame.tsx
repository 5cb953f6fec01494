import { apiAssetUrl } from '@portal/api-client';
import { AVATAR_FRAME, AVATAR_SIZE, avatarSrcSet, VIP_LEVELS, type VipLevel } from '@portal/contracts';
import { theme } from '@portal/ui';

/** Frame colour by VIP level (000 §2): silver for level 1, gold above, plain without a level. */
export const frameColour = (level: VipLevel): string =>
  level >= VIP_LEVELS.gold
    ? theme.colors.gold
    : level === VIP_LEVELS.silver
      ? theme.colors.silver
      : theme.colors.border;

/** The 47 px avatar inside its 94×110 frame; the nickname's initial when there is no image. */
export function AvatarFrame({
  image,
  nickname,
  vipLevel,
}: {
  image: string | null;
  nickname: string;
  vipLevel: VipLevel;
}) {
  return (
    <div
      data-frame={vipLevel >= VIP_LEVELS.gold ? 'gold' : vipLevel === VIP_LEVELS.silver ? 'silver' : 'none'}
      css={{
        flex: 'none',
        width: AVATAR_FRAME.width,
        height: AVATAR_FRAME.height,
        display: 'grid',
        placeItems: 'center',
        borderRadius: theme.radii.lg,
        border: `2px solid ${frameColour(vipLevel)}`,
        background: `radial-gradient(circle at 50% 40%, ${theme.colors.surfaceRaised}, ${theme.colors.background})`,
        boxSizing: 'border-box',
      }}
    >
      {image ? (
        <img
          src={apiAssetUrl(image)}
          srcSet={avatarSrcSet(apiAssetUrl(image))}
          alt=""
          width={AVATAR_SIZE}
          height={AVATAR_SIZE}
          css={{ width: AVATAR_SIZE, height: AVATAR_SIZE, borderRadius: '50%', objectFit: 'cover' }}
        />
      ) : (
        <span
          aria-hidden
          css={{
            width: AVATAR_SIZE,
            height: AVATAR_SIZE,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: theme.colors.surfaceRaised,
            color: theme.colors.gold,
            fontWeight: theme.fontWeights.bold,
            fontSize: theme.fontSizes.lg,
          }}
        >
          {nickname.slice(0, 1).toUpperCase()}
        </span>
      )}
    </div>
  );
}
