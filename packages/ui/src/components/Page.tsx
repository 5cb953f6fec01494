import type { ReactNode } from 'react';
import { theme } from '../theme';

export interface PageProps {
  title: ReactNode;
  /**
   * The document title when the heading alone would repeat another page's (the shell reads it as
   * `data-page-title`; it should start with the heading).
   */
  pageTitle?: string;
  children?: ReactNode;
  testId?: string;
}

/** A page's frame inside the shell: one h1 and the page's content, padded for mobile first. */
export function Page({ title, pageTitle, children, testId }: PageProps) {
  return (
    <article
      data-testid={testId}
      data-page-title={pageTitle}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.lg,
        padding: theme.space.lg,
        color: theme.colors.text,
        h1: { fontSize: theme.fontSizes.xxl },
        p: { margin: 0, color: theme.colors.textMuted },
      }}
    >
      <h1>{title}</h1>
      {children}
    </article>
  );
}
