import { css } from '@emotion/react';
import { FEEDBACK_PAGES } from '@portal/contracts';
import { focusOutline, LineIcon, theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { backButtonStyle, ChevronIcon, stepStyle } from './styles';
import type { FeedbackFlow } from './useFeedbackFlow';

const listStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.xs,
  [theme.breakpoints.wide]: { gridTemplateColumns: '1fr 1fr' },
});

const optionStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 48,
  padding: `0 ${theme.space.md}px`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.goldDark },
  '&:focus-visible': focusOutline(),
  '&[aria-pressed="true"]': {
    borderColor: theme.colors.gold,
    background: 'rgba(242, 193, 78, 0.12)',
    color: theme.colors.goldLight,
    fontWeight: theme.fontWeights.bold,
  },
});

const CheckIcon = () => (
  <LineIcon size={18} weight={2.4}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);

/** The page selector sub-view: choosing a page returns to the form (000 §2). */
export function PageSelector({ flow }: { flow: FeedbackFlow }) {
  const { t } = useTexts();
  // The list takes focus on its chosen page (or the first one), not on Back.
  const focusIndex = Math.max(
    0,
    FEEDBACK_PAGES.findIndex((page) => page === flow.state.page),
  );
  return (
    <div css={stepStyle}>
      <button type="button" css={backButtonStyle} onClick={flow.closePages}>
        <ChevronIcon direction="left" />
        {t('feedback.backToForm')}
      </button>
      <ul css={listStyle} aria-label={t('feedback.pagesTitle')}>
        {FEEDBACK_PAGES.map((page, index) => (
          <li key={page}>
            <button
              type="button"
              data-step-focus={index === focusIndex ? true : undefined}
              css={optionStyle}
              aria-pressed={flow.state.page === page}
              onClick={() => flow.choosePage(page)}
            >
              {t(`feedback.pages.${page}`)}
              {flow.state.page === page && <CheckIcon />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
