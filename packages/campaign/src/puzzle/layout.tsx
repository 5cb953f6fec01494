import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '@portal/ui';
import { CampaignLanguagePicker } from '../language/CampaignLanguagePicker';
import { campaignDate } from '../i18n/dates';

const pageStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  maxWidth: 1080,
  marginInline: 'auto',
  padding: `${theme.space.md}px ${theme.space.lg}px ${theme.space.xxl}px`,
  color: theme.colors.text,
  h1: {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes.xxl,
    color: theme.colors.goldLight,
  },
  h2: { margin: 0, fontSize: theme.fontSizes.lg },
  p: { margin: 0, color: theme.colors.textMuted },
  a: { color: theme.colors.gold },
});

const barStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space.sm,
});

export const panelStyle = css({
  display: 'grid',
  gap: theme.space.sm,
  alignContent: 'start',
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
});

/** The frame of the puzzle pages: a way back, the campaign language, then the page. */
export function PuzzleFrame({
  back,
  testId,
  children,
}: {
  back: { to: string; label: string };
  testId: string;
  children: ReactNode;
}) {
  return (
    <article css={pageStyle} data-testid={testId}>
      <div css={barStyle}>
        <Link to={back.to}>{back.label}</Link>
        <CampaignLanguagePicker />
      </div>
      {children}
    </article>
  );
}

/** A day of the event in the campaign language. */
export const formatDay = (unixSeconds: number) => campaignDate(unixSeconds, 'medium');
