import type { ReactNode } from 'react';
import { theme } from '@portal/ui';

/** A framed block of a page. */
export function Card({
  children,
  testId,
  title,
}: {
  children: ReactNode;
  testId?: string;
  title?: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      css={{
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.gradients.surface,
        h2: { fontSize: theme.fontSizes.lg, margin: 0 },
      }}
    >
      {title && <h2>{title}</h2>}
      {children}
    </section>
  );
}
