import { css } from '@emotion/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { JobBadge, theme } from '@portal/ui';
import { backgroundImage, ResponsiveImage, type ResponsiveImageSet } from '../images/ResponsiveImage';

/** A story-game character (001 §2): text, job, issue, biodata images and a mobile background. */
export interface StoryCharacter {
  id: string;
  name: string;
  /** A job type of 001 §3 (explorer, hunter, battle_master, tactician, wanderer). */
  job: string;
  text: string;
  issue: string;
  biodata: readonly { image: ResponsiveImageSet; alt: string }[];
  /** Behind the character's text on phones (a portrait picture); wide screens show the biodata beside it. */
  mobileBackground: ResponsiveImageSet;
}

const tabsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: theme.space.xs,
  button: {
    padding: `${theme.space.sm}px ${theme.space.xs}px`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    color: theme.colors.textMuted,
    fontWeight: theme.fontWeights.bold,
    cursor: 'pointer',
    // A name stays whole ("Marlowe", never "Marlow/e"): smaller and cut with an ellipsis at worst.
    fontSize: theme.fontSizes.sm,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    '&[aria-selected="true"]': { borderColor: theme.colors.gold, color: theme.colors.goldLight },
  },
});

const panelStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  minHeight: 420,
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  backgroundSize: 'cover',
  backgroundPosition: 'center top',
  h3: { margin: 0, fontFamily: theme.fonts.heading, fontSize: 30, color: theme.colors.goldLight },
  p: { margin: 0 },
  dt: {
    fontSize: theme.fontSizes.sm,
    color: theme.colors.gold,
    textTransform: 'uppercase',
    letterSpacing: 1,
  },
  dd: { margin: `0 0 ${theme.space.sm}px` },
  [theme.breakpoints.wide]: {
    gridTemplateColumns: '1fr 1fr',
    alignItems: 'start',
    // Wide screens show the biodata pictures beside the text instead of the phone background.
    backgroundImage: 'none !important',
    background: theme.gradients.surface,
  },
});

const textStyle = css({
  display: 'grid',
  gap: theme.space.sm,
  alignContent: 'start',
  padding: theme.space.md,
  borderRadius: theme.radii.md,
  // Keeps the text readable over the phone background picture.
  background: 'rgba(11, 13, 20, 0.78)',
});

const biodataStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.sm,
  img: {
    width: '100%',
    height: 'auto',
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
  },
});

export interface StoryCharactersProps {
  characters: readonly StoryCharacter[];
  labels: { gallery: string; job: string; issue: string; biodata: string };
}

/** Tabs of characters (arrow keys move between them) and the chosen one's panel. */
export function StoryCharacters({ characters, labels }: StoryCharactersProps) {
  const [chosen, setChosen] = useState(0);
  const base = useId();
  const character = characters[chosen]!;
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (chosen + step + characters.length) % characters.length;
    setChosen(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <div role="tablist" aria-label={labels.gallery} css={tabsStyle} onKeyDown={onKey}>
        {characters.map((item, index) => (
          <button
            key={item.id}
            id={`${base}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === chosen}
            aria-controls={`${base}-panel`}
            tabIndex={index === chosen ? 0 : -1}
            onClick={() => setChosen(index)}
          >
            {item.name}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${chosen}`}
        // The last declaration the browser understands wins: image-set() where read, else the JPEG.
        css={[panelStyle, { backgroundImage: backgroundImage(character.mobileBackground) }]}
        data-testid={`character-${character.id}`}
      >
        <div css={textStyle}>
          <h3>{character.name}</h3>
          <dl css={{ margin: 0 }}>
            <dt>{labels.job}</dt>
            <dd>
              <JobBadge jobType={character.job} />
            </dd>
            <dt>{labels.issue}</dt>
            <dd>{character.issue}</dd>
          </dl>
          <p>{character.text}</p>
        </div>
        <figure css={{ margin: 0, display: 'grid', gap: theme.space.xs }}>
          <figcaption css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            {labels.biodata}
          </figcaption>
          <div css={biodataStyle}>
            {character.biodata.map((image) => (
              <ResponsiveImage key={image.image.src} image={image.image} alt={image.alt} />
            ))}
          </div>
        </figure>
      </div>
    </div>
  );
}
