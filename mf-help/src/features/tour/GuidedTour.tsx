import { css } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Button, theme } from '@portal/ui';
import { dialogReset, getPortalContainer, useModalDialog } from '@portal/ui/overlay';
import { useTexts } from '../../i18n';
import { TOUR_STEPS, visibleTarget } from './tourSteps';
import { useTargetRect, type TargetRect } from './useTargetRect';

const CARD_WIDTH = 320;
const CARD_GAP = 12;
const EDGE = 16;
const SPOTLIGHT_PADDING = 6;
/** Inside the tour's own layer (a modal <dialog> in the top layer): the card over the spotlight. */
const TOUR_Z_INDEX = 1;

/** A clear layer over the whole page; the spotlight's shadow does the dimming. */
const layerStyle = css({ ...dialogReset, background: 'transparent' });

const spotlightStyle = css({
  position: 'fixed',
  zIndex: TOUR_Z_INDEX,
  borderRadius: theme.radii.lg,
  boxShadow: `0 0 0 2px ${theme.colors.gold}, 0 0 0 9999px rgba(4, 6, 12, 0.62)`,
  // The page stays usable around the tour: it only dims, it never traps clicks.
  pointerEvents: 'none',
  transition: 'top 200ms ease-out, left 200ms ease-out, width 200ms ease-out, height 200ms ease-out',
  [theme.breakpoints.reducedMotion]: { transition: 'none' },
});

const cardStyle = css({
  position: 'fixed',
  zIndex: TOUR_Z_INDEX + 1,
  width: `min(${CARD_WIDTH}px, calc(100vw - ${EDGE * 2}px))`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.lg,
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.goldDark}`,
  background: theme.gradients.surface,
  color: theme.colors.text,
  boxShadow: theme.shadows.panel,
  h2: { fontSize: theme.fontSizes.lg },
  p: { margin: 0, color: theme.colors.textMuted, lineHeight: theme.lineHeights.normal },
});

const stepCountStyle = css({
  fontSize: theme.fontSizes.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: theme.colors.gold,
});

const actionsStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  marginTop: theme.space.sm,
});

/** Below the target when there is more room there, otherwise above it; always inside the viewport. */
function cardPosition(rect: TargetRect): CSSProperties {
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const width = Math.min(CARD_WIDTH, viewportWidth - EDGE * 2);
  const left = Math.min(Math.max(rect.left + rect.width / 2 - width / 2, EDGE), viewportWidth - width - EDGE);
  const spaceBelow = viewportHeight - (rect.top + rect.height);
  return spaceBelow >= rect.top
    ? { left, top: Math.min(rect.top + rect.height + CARD_GAP, viewportHeight - EDGE) }
    : { left, bottom: Math.min(viewportHeight - rect.top + CARD_GAP, viewportHeight - EDGE) };
}

export interface GuidedTourProps {
  /** Finished or skipped: either way the player has seen it. */
  onClose: () => void;
}

/** A step-through of the shell's header, wallet, bottom navigation and drawer (000 §2). */
export function GuidedTour({ onClose }: GuidedTourProps) {
  const { t } = useTexts();
  const ids = useId();
  // Steps whose target is missing (the wallet before it is built, a hidden drawer button) are skipped.
  const steps = useMemo(
    () =>
      TOUR_STEPS.flatMap((step) => {
        const target = visibleTarget(step.selector);
        return target ? [{ ...step, target }] : [];
      }),
    [],
  );
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const rect = useTargetRect(step?.target ?? null);
  const primaryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (steps.length === 0) onClose();
  }, [steps.length, onClose]);

  // A modal layer: the page behind is inert (no focus, no clicks, hidden from assistive
  // technology), Escape skips, focus goes back where it was on close. Page scroll stays free: the
  // spotlight follows its target down the page.
  const [layer, setLayer] = useState<HTMLDialogElement | null>(null);
  useModalDialog({
    open: true,
    dialog: layer,
    onClose,
    closeOnEscape: true,
    initialFocusRef: primaryRef,
    scrollTarget: null,
  });

  // Each step puts focus back on its main button.
  const shown = rect !== null;
  useEffect(() => {
    if (shown) primaryRef.current?.focus();
  }, [index, shown]);

  const container = getPortalContainer();
  if (!step || !rect || !container) return null;
  const isLast = index === steps.length - 1;
  const position = cardPosition(rect);

  return createPortal(
    <dialog
      ref={setLayer}
      data-tour-layer=""
      aria-label={t('tour.label')}
      aria-describedby={`${ids}-text`}
      data-testid="guided-tour"
      data-tour-step={step.id}
      css={layerStyle}
    >
      <div
        css={spotlightStyle}
        aria-hidden="true"
        style={{
          top: rect.top - SPOTLIGHT_PADDING,
          left: rect.left - SPOTLIGHT_PADDING,
          width: rect.width + SPOTLIGHT_PADDING * 2,
          height: rect.height + SPOTLIGHT_PADDING * 2,
        }}
      />
      <div css={cardStyle} style={position}>
        <span css={stepCountStyle}>{t('tour.step', { current: index + 1, total: steps.length })}</span>
        <h2>{t(`tour.steps.${step.id}.title`)}</h2>
        <p id={`${ids}-text`}>{t(`tour.steps.${step.id}.text`)}</p>
        <div css={actionsStyle}>
          {!isLast && (
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t('tour.skip')}
            </Button>
          )}
          <span css={{ flex: 1 }} />
          {index > 0 && (
            <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
              {t('tour.back')}
            </Button>
          )}
          <Button ref={primaryRef} size="sm" onClick={() => (isLast ? onClose() : setIndex(index + 1))}>
            {isLast ? t('tour.finish') : t('tour.next')}
          </Button>
        </div>
      </div>
    </dialog>,
    container,
  );
}
