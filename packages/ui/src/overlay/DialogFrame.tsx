import { keyframes, type CSSObject } from '@emotion/react';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { usePortalTranslation } from '@portal/i18n';
// The main entry's theme (a package import, so the shared copy serves both entries).
import { theme, focusOutline } from '@portal/ui';
import { getPortalContainer } from './portal';
import { dialogReset } from './dialogReset';
import { useModalDialog } from './useModalDialog';

export interface DialogBaseProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  showCloseButton?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Caps the scrolling body, e.g. ACTIVITY_MODAL_MAX_HEIGHT for the games list. */
  bodyMaxHeight?: number;
  className?: string;
}

export interface DialogFrameProps extends DialogBaseProps {
  width: number;
  /** `center`: a centred dialog; `sheet`: a bottom panel that is centred on wide screens. */
  placement: 'center' | 'sheet';
  /** Sheets only: also centre in landscape orientation (spec 000 §2 "Gold dialog"). */
  centreInLandscape?: boolean;
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

const centredBackdrop: CSSObject = { alignItems: 'center', padding: theme.space.lg };

function centredPanel(width: number): CSSObject {
  return {
    width: `min(100%, ${width}px)`,
    maxHeight: `calc(100vh - ${theme.space.lg * 2}px)`,
    borderRadius: theme.radii.xl,
    animation: `${riseIn} ${theme.durations.normal}ms ease-out`,
  };
}

function backdropStyles(placement: DialogFrameProps['placement'], centreInLandscape: boolean): CSSObject {
  const base: CSSObject = {
    ...dialogReset,
    display: 'flex',
    justifyContent: 'center',
    background: theme.colors.overlay,
    animation: `${fadeIn} ${theme.durations.normal}ms ease-out`,
  };
  if (placement === 'center') return { ...base, ...centredBackdrop };
  return {
    ...base,
    alignItems: 'flex-end',
    padding: 0,
    [theme.breakpoints.wide]: centredBackdrop,
    ...(centreInLandscape ? { [theme.breakpoints.landscape]: centredBackdrop } : {}),
  };
}

function panelStyles(
  placement: DialogFrameProps['placement'],
  width: number,
  centreInLandscape: boolean,
): CSSObject {
  const base: CSSObject = {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    background: theme.gradients.surface,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    boxShadow: theme.shadows.panel,
    outline: 'none',
  };
  // Last, so no later media rule brings the animation back.
  const stillForReducedMotion: CSSObject = { [theme.breakpoints.reducedMotion]: { animation: 'none' } };
  if (placement === 'center') return { ...base, ...centredPanel(width), ...stillForReducedMotion };
  return {
    ...base,
    width: '100%',
    maxHeight: '90vh',
    borderRadius: `${theme.radii.xl}px ${theme.radii.xl}px 0 0`,
    borderBottom: 'none',
    paddingBottom: 'env(safe-area-inset-bottom)',
    animation: `${slideUp} ${theme.durations.normal}ms ease-out`,
    [theme.breakpoints.wide]: { ...centredPanel(width), borderBottom: `1px solid ${theme.colors.border}` },
    ...(centreInLandscape
      ? {
          [theme.breakpoints.landscape]: {
            ...centredPanel(width),
            borderBottom: `1px solid ${theme.colors.border}`,
          },
        }
      : {}),
    ...stillForReducedMotion,
  };
}

const headerStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: 56,
  padding: `${theme.space.md}px ${theme.space.md}px ${theme.space.md}px ${theme.space.xl}px`,
};

const titleStyles: CSSObject = {
  flex: 1,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.text,
};

const closeButtonStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  marginLeft: 'auto',
  border: 'none',
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.textMuted,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text, background: theme.colors.surfaceRaised },
  '&:focus-visible': focusOutline(),
};

const footerStyles: CSSObject = {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.space.sm,
  padding: `${theme.space.md}px ${theme.space.xl}px ${theme.space.xl}px`,
};

/** The shared body of Modal and BottomSheet: a native modal <dialog> (see useModalDialog), its backdrop and panel. */
export function DialogFrame({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  closeOnBackdrop = true,
  closeOnEscape = true,
  showCloseButton = true,
  initialFocusRef,
  bodyMaxHeight,
  className,
  width,
  placement,
  centreInLandscape = false,
}: DialogFrameProps) {
  const { t } = usePortalTranslation();
  const titleId = useId();
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  useModalDialog({ open, dialog, onClose, closeOnEscape, initialFocusRef, scrollTarget: body });

  const container = getPortalContainer();
  if (!open || !container) return null;

  const hasTitle = title !== undefined && title !== null;
  const bodyStyles: CSSObject = {
    flex: 1,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: hasTitle || showCloseButton ? `0 ${theme.space.xl}px ${theme.space.xl}px` : theme.space.xl,
    ...(bodyMaxHeight !== undefined ? { maxHeight: bodyMaxHeight } : {}),
  };

  // The <dialog> is the dimmed backdrop filling the viewport; the panel sits inside it.
  return createPortal(
    <dialog
      ref={setDialog}
      data-portal-overlay=""
      aria-modal="true"
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : ariaLabel}
      tabIndex={-1}
      css={backdropStyles(placement, centreInLandscape)}
      // Close only for a press that starts and ends on the backdrop, not a drag out of the panel.
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget)
          onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div data-dialog-panel="" className={className} css={panelStyles(placement, width, centreInLandscape)}>
        {(hasTitle || showCloseButton) && (
          <div css={headerStyles}>
            {hasTitle && (
              <h2 id={titleId} css={titleStyles}>
                {title}
              </h2>
            )}
            {showCloseButton && (
              <button type="button" aria-label={t('app.close')} css={closeButtonStyles} onClick={onClose}>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </div>
        )}
        <div ref={setBody} data-dialog-body="" css={bodyStyles}>
          {children}
        </div>
        {footer !== undefined && <div css={footerStyles}>{footer}</div>}
      </div>
    </dialog>,
    container,
  );
}
