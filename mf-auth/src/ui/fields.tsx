import { forwardRef } from 'react';
import { useTexts } from '../i18n';
import { TextField, type TextFieldProps } from '@portal/ui';

type FieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** The email input every form of mf-auth asks for, with its label, keyboard and autofill hints. */
export const EmailField = forwardRef<HTMLInputElement, FieldProps>(function EmailField(
  { label, ...input },
  ref,
) {
  const { t } = useTexts();
  return (
    <TextField
      ref={ref}
      label={label ?? t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('fields.emailPlaceholder')}
      {...input}
    />
  );
});

interface PasswordFieldProps extends FieldProps {
  /** The confirmation input of a new password. */
  confirm?: boolean;
  autoComplete: 'current-password' | 'new-password';
}

/** A password (or its confirmation) input, with the reveal toggle of TextField. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, confirm = false, ...input },
  ref,
) {
  const { t } = useTexts();
  return (
    <TextField
      ref={ref}
      label={label ?? t(confirm ? 'fields.confirmPassword' : 'fields.password')}
      type="password"
      revealLabels={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
      placeholder={t(confirm ? 'fields.confirmPasswordPlaceholder' : 'fields.passwordPlaceholder')}
      {...input}
    />
  );
});
