import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme, LoadingState } from '@portal/ui';
import { useKitTexts } from '../i18n/kitTexts';
import { CampaignLanguagePicker } from '../language/CampaignLanguagePicker';
import { LazySection } from './LazySection';
import { SectionNav } from './SectionNav';

export interface LandingSection {
  id: string;
  label: string;
  /** Room kept before a section below the fold renders, so anchors land and the page does not jump. */
  minHeight: number;
  render: () => ReactNode;
}

const headerStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  padding: `${theme.space.sm}px ${theme.space.lg}px`,
  strong: { fontFamily: theme.fonts.heading, fontSize: theme.fontSizes.lg, color: theme.colors.goldLight },
});

/**
 * A campaign landing: the title and the campaign language, the section navigation, the first
 * section at once and each further one when the reader nears it (its code and images load then).
 */
export function CampaignLanding({
  title,
  navLabel,
  sections,
  testId,
  pageTitle,
}: {
  title: string;
  navLabel: string;
  sections: readonly LandingSection[];
  testId: string;
  /** A page for one audience (e.g. one language) that mirrors the landing: its own document title. */
  pageTitle?: string;
}) {
  const { t } = useKitTexts();
  const [first, ...rest] = sections;
  return (
    <div data-testid={testId} data-page-title={pageTitle} css={{ color: theme.colors.text }}>
      <header css={headerStyle}>
        <strong>{title}</strong>
        <CampaignLanguagePicker />
      </header>
      <SectionNav label={navLabel} sections={sections.map(({ id, label }) => ({ id, label }))} />
      {first && (
        <section id={first.id} aria-label={first.label}>
          {first.render()}
        </section>
      )}
      {rest.map((section) => (
        // The skeleton keeps the section's room while its code loads (LazySection's fallback).
        <LazySection
          key={section.id}
          id={section.id}
          label={section.label}
          minHeight={section.minHeight}
          fallback={<LoadingState label={t('state.loading')} />}
        >
          {section.render()}
        </LazySection>
      ))}
    </div>
  );
}
