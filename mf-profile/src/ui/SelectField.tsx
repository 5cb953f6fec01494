import { theme } from '@portal/ui';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';

export interface SelectFieldProps extends ComponentPropsWithoutRef<'select'> {
  label: string;
  hint?: string;
  options: { value: string; label: string }[];
}

/** A labelled native select (keyboard and screen readers as the platform gives them), hint below. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, options, ...select },
  ref,
) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      <label
        htmlFor={id}
        css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium, color: theme.colors.text }}
      >
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...select}
        css={{
          minHeight: 44,
          padding: `0 ${theme.space.md}px`,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
          color: theme.colors.text,
          fontSize: theme.fontSizes.md,
          colorScheme: 'dark',
          '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}>
          {hint}
        </p>
      )}
    </div>
  );
});
