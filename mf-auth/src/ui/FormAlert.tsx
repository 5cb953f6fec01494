import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@portal/ui';

const tones = {
  error: { border: theme.colors.danger, background: 'rgba(255, 90, 106, 0.08)' },
  success: { border: theme.colors.success, background: 'rgba(53, 201, 138, 0.08)' },
  info: { border: theme.colors.info, background: 'rgba(78, 168, 255, 0.08)' },
} as const;

export interface FormAlertProps {
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** A message for the whole form (wrong credentials, code sent, SSO results): announced to screen readers. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      css={css({
        margin: 0,
        padding: `${theme.space.sm}px ${theme.space.md}px`,
        border: `1px solid ${tones[tone].border}`,
        borderRadius: theme.radii.md,
        background: tones[tone].background,
        color: theme.colors.text,
        fontSize: theme.fontSizes.sm,
        lineHeight: theme.lineHeights.normal,
      })}
    >
      {children}
    </div>
  );
}
