import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { usePortalTranslation } from '@portal/i18n';
import { focusOutline, LineIcon, Spinner, theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { ChevronIcon } from '../feedback/styles';

const listStyle = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm });

const optionStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  width: '100%',
  minHeight: 64,
  padding: `${theme.space.md}px ${theme.space.lg}px`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  transition: `border-color ${theme.durations.fast}ms`,
  '&:hover:not(:disabled)': { borderColor: theme.colors.goldDark },
  '&:focus-visible': focusOutline(),
  '&:disabled': { cursor: 'progress', opacity: 0.8 },
  strong: { display: 'block', fontSize: theme.fontSizes.md },
  small: { display: 'block', marginTop: 2, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
});

const iconStyle = css({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: theme.radii.pill,
  background: 'rgba(242, 193, 78, 0.14)',
  color: theme.colors.gold,
});

const icon = (path: string) => (
  <LineIcon size={20} weight={2}>
    <path d={path} />
  </LineIcon>
);

const ICONS = {
  tour: icon('M12 3l2.6 5.6L20 9.3l-4 4 1 5.7-5-2.8-5 2.8 1-5.7-4-4 5.4-.7z'),
  feedback: icon('M4 5h16v11H8l-4 4z M8 9h8 M8 12h5'),
  contactUs: icon('M4 12a8 8 0 1 1 3 6.2L4 20l1-3.5A8 8 0 0 1 4 12z M9 11h.01 M12 11h.01 M15 11h.01'),
};

export type HelpOption = 'tour' | 'feedback' | 'contactUs';

function Option({
  option,
  onSelect,
  busy = false,
}: {
  option: HelpOption;
  onSelect: () => void;
  busy?: boolean;
}): ReactNode {
  const { t } = useTexts();
  const { t: tCommon } = usePortalTranslation();
  return (
    <li>
      <button
        type="button"
        css={optionStyle}
        onClick={onSelect}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <span css={iconStyle}>{busy ? <Spinner size={18} decorative /> : ICONS[option]}</span>
        <span css={{ flex: 1 }}>
          <strong>{tCommon(`helpCenter.${option}`)}</strong>
          <small>{t(`helpCenter.${option}Hint`)}</small>
        </span>
        <ChevronIcon />
      </button>
    </li>
  );
}

export interface HelpCenterMenuProps {
  /** Only on the home page and only for a signed-in player (000 §2). */
  showTour: boolean;
  onTour: () => void;
  onFeedback: () => void;
  onContactUs: () => void;
  contactUsBusy: boolean;
}

/** The Help Center sheet's options; visitors see only Give a Feedback and Contact Us. */
export function HelpCenterMenu({
  showTour,
  onTour,
  onFeedback,
  onContactUs,
  contactUsBusy,
}: HelpCenterMenuProps) {
  const { t } = useTexts();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.lg }}>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('helpCenter.subtitle')}</p>
      <ul css={listStyle}>
        {showTour && <Option option="tour" onSelect={onTour} />}
        <Option option="feedback" onSelect={onFeedback} />
        <Option option="contactUs" onSelect={onContactUs} busy={contactUsBusy} />
      </ul>
    </div>
  );
}
