import { apiAssetUrl } from '@portal/api-client';
import {
  GAME_THUMBNAIL_WIDTH,
  gamePictureAt,
  type GamingActivityEntry,
  type LanguageCode,
} from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { theme } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';

/**
 * Thumbnail requested at width 200 (000 §9): a query the image service may honour. The API's own
 * files are fetched from its origin, also when the profile is embedded on a studio's page.
 */
const thumbnailUrl = (url: string, width = GAME_THUMBNAIL_WIDTH) => gamePictureAt(apiAssetUrl(url), width);

export function ActivityCard({
  entry,
  language,
  viewGame,
}: {
  entry: GamingActivityEntry;
  language: LanguageCode;
  viewGame: boolean;
}) {
  const { t } = useTexts();
  return (
    <li
      data-testid="activity-card"
      css={{
        display: 'flex',
        gap: theme.space.md,
        alignItems: 'center',
        padding: theme.space.sm,
        borderRadius: theme.radii.md,
        background: theme.colors.surfaceRaised,
        listStyle: 'none',
      }}
    >
      <img
        src={thumbnailUrl(entry.game.content.thumbnailHomepage)}
        srcSet={`${thumbnailUrl(entry.game.content.thumbnailHomepage, GAME_THUMBNAIL_WIDTH * 2)} 2x`}
        alt=""
        width={GAME_THUMBNAIL_WIDTH}
        height={112}
        loading="lazy"
        css={{
          width: 96,
          height: 54,
          objectFit: 'cover',
          borderRadius: theme.radii.sm,
          flex: 'none',
          background: theme.colors.background,
        }}
      />
      <div css={{ display: 'grid', gap: theme.space.xxs, minWidth: 0, flex: 1 }}>
        <p
          css={{
            margin: 0,
            fontWeight: theme.fontWeights.bold,
            color: theme.colors.text,
            overflowWrap: 'anywhere',
          }}
        >
          {entry.game.name}
          {entry.level !== null && (
            <span
              css={{
                marginLeft: theme.space.sm,
                padding: '0 6px',
                // The badge moves to the next line as a whole, never split after 'Level'.
                display: 'inline-block',
                whiteSpace: 'nowrap',
                borderRadius: theme.radii.pill,
                background: theme.colors.gold,
                color: theme.colors.textOnGold,
                fontSize: theme.fontSizes.xs,
              }}
            >
              {t('activity.level', { level: entry.level })}
            </span>
          )}
        </p>
        <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}>
          {t('activity.playingSince')} {formatDate(entry.playingSince, 'DD MMM, YYYY', { language })}
        </p>
      </div>
      {viewGame && (
        <Link
          to={`/games/${entry.game.gameCode}`}
          css={{
            color: theme.colors.gold,
            fontSize: theme.fontSizes.sm,
            fontWeight: theme.fontWeights.bold,
            whiteSpace: 'nowrap',
          }}
        >
          {t('activity.viewGame')}
        </Link>
      )}
    </li>
  );
}
