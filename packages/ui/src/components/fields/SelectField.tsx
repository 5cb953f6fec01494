import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './Field';
import { controlStyle } from './fieldStyles';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select (keyboard and screen readers as the platform gives them). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, options, id, ...select },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame controlId={selectId} label={label} error={error} hint={hint}>
      <select
        {...select}
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        css={controlStyle}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
