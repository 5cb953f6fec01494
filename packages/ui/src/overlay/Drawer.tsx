import { keyframes, type CSSObject } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { theme } from '../theme';
import { getPortalContainer } from './portal';
import { useDialogBehaviour } from './useDialogBehaviour';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel (it has no visible title of its own). */
  ariaLabel: string;
  children?: ReactNode;
  /** The edge it slides from. */
  side?: 'left' | 'right';
  /** Panel width on wide screens; it takes the whole width up to this on phones. */
  width?: number;
  /** How long the closing slide lasts before the panel leaves the page (DRAWER_CLOSE_MS for the side drawer). */
  closeDurationMs?: number;
  /** Opening slide, in ms. */
  openDurationMs?: number;
  className?: string;
}

type Phase = 'closed' | 'open' | 'closing';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slide = (side: 'left' | 'right', direction: 'in' | 'out') => {
  const hidden = { transform: `translateX(${side === 'left' ? '-100%' : '100%'})` };
  const shown = { transform: 'none' };
  return keyframes(direction === 'in' ? { from: hidden, to: shown } : { from: shown, to: hidden });
};

/**
 * A side panel (role=dialog, aria-modal) for navigation menus: slides in from an edge, traps
 * focus, closes on Escape and on the backdrop, locks page scroll while open and gives focus back
 * on close. Closing plays the slide out for `closeDurationMs` before the panel is removed;
 * `data-state` says `open` or `closing` for tests and styles.
 */
export function Drawer({
  open,
  onClose,
  ariaLabel,
  children,
  side = 'right',
  width = 360,
  closeDurationMs = 300,
  openDurationMs = theme.durations.normal,
  className,
}: DrawerProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  // Render-time state sync: opening shows at once; closing keeps the panel for the slide out.
  if (open && phase !== 'open') setPhase('open');
  if (!open && phase === 'open') setPhase('closing');

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('closed'), closeDurationMs);
    return () => clearTimeout(timer);
  }, [phase, closeDurationMs]);

  // Trap, Escape and scroll lock while open; they end as the closing slide starts.
  useDialogBehaviour({ open: phase === 'open', onClose, panelRef, closeOnEscape: true });

  const container = getPortalContainer();
  if (phase === 'closed' || !container) return null;
  const closing = phase === 'closing';
  const duration = closing ? closeDurationMs : openDurationMs;

  const backdrop: CSSObject = {
    position: 'fixed',
    inset: 0,
    zIndex: theme.zIndex.drawer,
    display: 'flex',
    justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
    background: theme.colors.overlay,
    animation: `${closing ? fadeOut : fadeIn} ${duration}ms ease-out forwards`,
    pointerEvents: closing ? 'none' : undefined,
    [theme.breakpoints.reducedMotion]: { animation: 'none' },
  };
  const panel: CSSObject = {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: `min(100%, ${width}px)`,
    height: '100%',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: theme.gradients.surface,
    color: theme.colors.text,
    boxShadow: theme.shadows.panel,
    outline: 'none',
    paddingBottom: 'env(safe-area-inset-bottom)',
    animation: `${slide(side, closing ? 'out' : 'in')} ${duration}ms ${closing ? 'ease-in' : 'ease-out'} forwards`,
    [theme.breakpoints.reducedMotion]: { animation: 'none' },
  };

  return createPortal(
    <div
      data-portal-overlay=""
      css={backdrop}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget && !closing) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={ariaLabel}
        tabIndex={-1}
        data-state={closing ? 'closing' : 'open'}
        className={className}
        css={panel}
        // The body is the first focus target of useDialogBehaviour.
      >
        <div data-dialog-body="" css={{ display: 'contents' }}>
          {children}
        </div>
      </div>
    </div>,
    container,
  );
}
