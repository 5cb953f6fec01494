import type { ReactNode } from 'react';
import { errorTextStyle, fieldStyle, hintStyle, labelStyle } from './fieldStyles';

export interface FieldFrameProps {
  /** The control's id: the label points at it, the hint and error are named after it. */
  controlId: string;
  label: string;
  /** Already translated; shown under the control and announced. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** What describes a control: its hint and error ids, for `aria-describedby`. */
export const describedBy = (controlId: string, error?: string, hint?: ReactNode): string | undefined =>
  [error ? `${controlId}-error` : '', hint ? `${controlId}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** Label, control, hint and error, in the order a screen reader meets them. */
export function FieldFrame({ controlId, label, error, hint, children }: FieldFrameProps) {
  return (
    <div css={fieldStyle}>
      <label css={labelStyle} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <p css={hintStyle} id={`${controlId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p css={errorTextStyle} id={`${controlId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
