import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@portal/ui';
import { CampaignLanguagePicker } from '../language/CampaignLanguagePicker';

const pageStyle = css({
  display: 'grid',
  gap: theme.space.md,
  minHeight: '70vh',
  alignContent: 'start',
  background: 'radial-gradient(circle at 50% 0%, rgba(242,193,78,0.16), transparent 60%)',
});

const barStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.sm}px ${theme.space.lg}px`,
});

// A target of at least 24 px (WCAG 2.5.8) however the bar is laid out.
const backStyle = css({
  color: theme.colors.gold,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
});

const titleStyle = css({
  margin: 0,
  padding: `0 ${theme.space.lg}px`,
  fontSize: theme.fontSizes.xl,
  textAlign: 'center',
});

export interface PreRegisterPageFrameProps {
  /** Where the back link leads (the game's page) and what it says. */
  back: { href: string; label: string };
  /** The page's one heading. */
  title: string;
  /** `pre-register-page-<testId>`: which page this is (website, mobile). */
  testId: string;
  /** The document title when it differs from the heading (the shell reads `data-page-title`). */
  documentTitle?: string;
  /** The flow (a `PreRegisterPanel`, in a section frame or not). */
  children: ReactNode;
}

/**
 * A page that is the pre-registration flow alone: a bar with the link back to the game and the
 * language picker, the page's heading, then the flow. Every game's pre-register pages use it.
 */
export function PreRegisterPageFrame({
  back,
  title,
  testId,
  documentTitle,
  children,
}: PreRegisterPageFrameProps) {
  return (
    <div css={pageStyle} data-testid={`pre-register-page-${testId}`} data-page-title={documentTitle}>
      <div css={barStyle}>
        <a href={back.href} css={backStyle}>
          {back.label}
        </a>
        <CampaignLanguagePicker />
      </div>
      <h1 css={titleStyle}>{title}</h1>
      {children}
    </div>
  );
}
