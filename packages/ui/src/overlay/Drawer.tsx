import { keyframes, type CSSObject } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { theme } from '@portal/ui';
import { getPortalContainer } from './portal';
import { dialogReset } from './dialogReset';
import { useModalDialog } from './useModalDialog';

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
 * A side panel for navigation menus, a native modal <dialog> (see useModalDialog): slides in from
 * an edge, keeps focus inside with the page behind inert, closes on Escape and on the backdrop,
 * locks page scroll while open and gives focus back on close. Closing plays the slide out for
 * `closeDurationMs` before the panel is removed: the dialog is already closed then (page usable,
 * focus back, scroll unlocked) and stays displayed, inert, only for the slide; `data-state` says
 * `open` or `closing` for tests and styles.
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
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);

  // Render-time state sync: opening shows at once; closing keeps the panel for the slide out.
  if (open && phase !== 'open') setPhase('open');
  if (!open && phase === 'open') setPhase('closing');

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('closed'), closeDurationMs);
    return () => clearTimeout(timer);
  }, [phase, closeDurationMs]);

  // Modal, Escape and scroll lock while open; they end as the closing slide starts.
  useModalDialog({ open: phase === 'open', dialog, onClose, closeOnEscape: true, scrollTarget: panel });

  const container = getPortalContainer();
  if (phase === 'closed' || !container) return null;
  const closing = phase === 'closing';
  const duration = closing ? closeDurationMs : openDurationMs;

  const backdrop: CSSObject = {
    ...dialogReset,
    // Closed but still displayed for the slide out, above the page it no longer blocks.
    '&, &:not([open])': { display: 'flex' },
    zIndex: theme.zIndex.drawer,
    justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
    background: theme.colors.overlay,
    animation: `${closing ? fadeOut : fadeIn} ${duration}ms ease-out forwards`,
    pointerEvents: closing ? 'none' : undefined,
    [theme.breakpoints.reducedMotion]: { animation: 'none' },
  };
  const panelStyles: CSSObject = {
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
    <dialog
      ref={setDialog}
      data-portal-overlay=""
      aria-modal={closing ? undefined : 'true'}
      aria-label={ariaLabel}
      tabIndex={-1}
      data-state={closing ? 'closing' : 'open'}
      inert={closing}
      css={backdrop}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget && !closing) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div ref={setPanel} data-dialog-panel="" className={className} css={panelStyles}>
        <div data-dialog-body="" css={{ display: 'contents' }}>
          {children}
        </div>
      </div>
    </dialog>,
    container,
  );
}
