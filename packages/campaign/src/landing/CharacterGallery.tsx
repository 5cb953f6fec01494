import { css } from '@emotion/react';
import { useState } from 'react';
import { theme, focusOutline } from '@portal/ui';
import { ResponsiveImage, type ResponsiveImageSet } from '../images/ResponsiveImage';

export interface Character {
  id: string;
  name: string;
  description: string;
  ultimateSkill: string;
  /** The card shown in the picker. */
  ticketImage: ResponsiveImageSet;
  /** The small icon of the character's type, and its name. */
  typeImage: ResponsiveImageSet;
  typeName: string;
  views: { '3d': ResponsiveImageSet; '2d': ResponsiveImageSet };
}

export type CharacterView = '3d' | '2d';

export interface CharacterGalleryProps {
  characters: readonly Character[];
  label: string;
  viewLabels: Record<CharacterView, string>;
  ultimateSkillLabel: string;
}

export const CHARACTER_IMAGE = { width: 320, height: 400 } as const;
export const TICKET_IMAGE = { width: 180, height: 270 } as const;
export const TYPE_IMAGE = { width: 40, height: 40 } as const;
/** Tickets are drawn small in the picker row (the ticket art is TICKET_IMAGE). */
const TICKET_THUMB_WIDTH = 72;

const galleryStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  [theme.breakpoints.wide]: { gridTemplateColumns: '360px 1fr', alignItems: 'start' },
});

const ticketsStyle = css({
  display: 'flex',
  gap: theme.space.sm,
  overflowX: 'auto',
  padding: theme.space.xxs,
  gridColumn: '1 / -1',
  button: {
    flex: '0 0 auto',
    padding: 0,
    border: '2px solid transparent',
    borderRadius: theme.radii.md,
    background: 'none',
    cursor: 'pointer',
    opacity: 0.65,
    '&[aria-selected="true"]': { borderColor: theme.colors.gold, opacity: 1 },
    '&:focus-visible': focusOutline(0),
  },
  img: { display: 'block', width: TICKET_THUMB_WIDTH, height: 'auto', borderRadius: theme.radii.md },
});

const portraitStyle = css({
  display: 'grid',
  gap: theme.space.sm,
  img: { width: '100%', maxWidth: CHARACTER_IMAGE.width, height: 'auto', borderRadius: theme.radii.lg },
});

const toggleStyle = css({
  display: 'inline-flex',
  border: `1px solid ${theme.colors.gold}`,
  borderRadius: theme.radii.pill,
  overflow: 'hidden',
  width: 'fit-content',
  button: {
    padding: `${theme.space.xs}px ${theme.space.lg}px`,
    border: 'none',
    background: 'transparent',
    color: theme.colors.gold,
    cursor: 'pointer',
    fontWeight: theme.fontWeights.bold,
    '&[aria-pressed="true"]': { background: theme.colors.gold, color: theme.colors.textOnGold },
  },
});

const detailStyle = css({
  display: 'grid',
  gap: theme.space.sm,
  h3: { margin: 0, fontSize: theme.fontSizes.xl, display: 'flex', alignItems: 'center', gap: theme.space.sm },
  'h3 img': { width: TYPE_IMAGE.width, height: TYPE_IMAGE.height },
  dt: { color: theme.colors.gold, fontWeight: theme.fontWeights.bold },
  dd: { margin: 0, color: theme.colors.textMuted },
});

/** Echomancers: ticket cards to pick one, its portrait with the 3D view / 2D view toggle, its texts. */
export function CharacterGallery({
  characters,
  label,
  viewLabels,
  ultimateSkillLabel,
}: CharacterGalleryProps) {
  const [selectedId, setSelectedId] = useState(characters[0]?.id);
  const [view, setView] = useState<CharacterView>('3d');
  const character = characters.find((item) => item.id === selectedId) ?? characters[0];
  if (!character) return null;
  const panelId = `character-${character.id}`;
  return (
    <div css={galleryStyle}>
      <div role="tablist" aria-label={label} css={ticketsStyle}>
        {characters.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={item.id === character.id}
            aria-controls={`character-${item.id}`}
            onClick={() => setSelectedId(item.id)}
          >
            <ResponsiveImage image={item.ticketImage} alt={item.name} sizes={`${TICKET_THUMB_WIDTH}px`} />
          </button>
        ))}
      </div>
      <div css={portraitStyle}>
        <ResponsiveImage image={character.views[view]} alt={`${character.name} (${viewLabels[view]})`} />
        <div css={toggleStyle} role="group" aria-label={character.name}>
          {(['3d', '2d'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
              {viewLabels[option]}
            </button>
          ))}
        </div>
      </div>
      <div id={panelId} role="tabpanel" aria-label={character.name} css={detailStyle}>
        <h3>
          <ResponsiveImage
            image={character.typeImage}
            alt={character.typeName}
            sizes={`${TYPE_IMAGE.width}px`}
          />
          {character.name}
        </h3>
        <p>{character.description}</p>
        <dl>
          <dt>{ultimateSkillLabel}</dt>
          <dd>{character.ultimateSkill}</dd>
        </dl>
      </div>
    </div>
  );
}
