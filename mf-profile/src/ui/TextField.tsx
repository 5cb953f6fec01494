import { theme } from '@portal/ui';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';

export interface TextFieldProps extends ComponentPropsWithoutRef<'input'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its error underneath (announced with the input). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, ...input },
  ref,
) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      <label
        htmlFor={id}
        css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium, color: theme.colors.text }}
      >
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
        css={{
          minHeight: 44,
          padding: `0 ${theme.space.md}px`,
          borderRadius: theme.radii.md,
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          background: theme.colors.surface,
          color: theme.colors.text,
          fontSize: theme.fontSizes.md,
          colorScheme: 'dark',
          '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
        }}
      />
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          css={{ margin: 0, color: theme.colors.danger, fontSize: theme.fontSizes.sm }}
        >
          {error}
        </p>
      ) : (
        hint && (
          <p
            id={`${id}-hint`}
            css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}
          >
            {hint}
          </p>
        )
      )}
    </div>
  );
});
