import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@portal/ui';
import { formMessage } from './messages';

export interface FieldProps extends Omit<TextFieldProps, 'error'> {
  /** The form library's message: a 001 §5 catalogue text is shown in the campaign language. */
  error?: string;
}

/** The portal's text field, its message translated from the campaign's catalogue. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ error, ...input }, ref) {
  return <TextField ref={ref} error={error ? formMessage(error) : undefined} {...input} />;
});
