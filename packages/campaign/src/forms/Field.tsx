import { css } from '@emotion/react';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { theme } from '@portal/ui';
import { formMessage } from './messages';

const fieldStyle = css({
  display: 'grid',
  gap: theme.space.xs,
  label: { fontSize: theme.fontSizes.sm, color: theme.colors.text },
  input: {
    minHeight: 44,
    padding: `0 ${theme.space.md}px`,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    fontSize: theme.fontSizes.md,
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
  },
  '[role="alert"]': { color: theme.colors.danger, fontSize: theme.fontSizes.sm, margin: 0 },
});

export interface FieldProps extends ComponentPropsWithoutRef<'input'> {
  label: string;
  /** The form library's message: a 001 §5 catalogue text is shown in the campaign language. */
  error?: string;
}

/** A labelled input with its message below, wired for react-hook-form's `register`. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, ...input },
  ref,
) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...input}
      />
      {error && (
        <p id={messageId} role="alert">
          {formMessage(error)}
        </p>
      )}
    </div>
  );
});
