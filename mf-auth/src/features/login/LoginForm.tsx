import { translateMessage } from '@portal/i18n';
import { Button } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import type { AuthMode } from '../session/AuthHost';
import { FormAlert } from '../../ui/FormAlert';
import { formStyle, linkStyle, mutedRowStyle } from '../../ui/styles';
import { EmailField, PasswordField } from '../../ui/fields';
import { useFormOnFirstUse } from '../../ui/formOnFirstUse';
import { useLogin } from './useLogin';

export interface LoginFormProps {
  referrer: string | null;
  /** The forgot-password page with the referrer (origin plus path, 000 §2). */
  forgotPasswordHref: string;
  onSuccess?: (mode: AuthMode) => void;
  /** The Register Now link: a route change on the page, a mode change in a dialog. */
  renderModeSwitch: (label: string) => ReactNode;
}

// The page paints and takes typing before react-hook-form arrives (first use of the form).
const loadBinder = () => import('./loginFormBinder').then((module) => module.LoginFormBinder);

/** Login mode of the modal: email, password, Login Now, Forgot password (000 §2, rules of §5). */
export function LoginForm({ referrer, forgotPasswordHref, onSuccess, renderModeSwitch }: LoginFormProps) {
  const { t } = useTexts();
  const { login, error } = useLogin(referrer, onSuccess);
  const { binder, formProps, field, errors, isSubmitting } = useFormOnFirstUse(loadBinder, login);
  const fieldError = (message?: string) => (message ? translateMessage(message) : undefined);

  return (
    <form
      css={formStyle}
      // Served before its scripts run: a submit then must never put the password in the address.
      method="post"
      {...formProps}
      noValidate
      aria-label={t('modal.loginTitle')}
    >
      {binder}
      {error && <FormAlert>{error.message}</FormAlert>}
      <EmailField error={fieldError(errors.email)} {...field('email')} />
      <PasswordField
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...field('password')}
      />
      <div css={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8 }}>
        <Link to={forgotPasswordHref} css={linkStyle}>
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('login.submit')}
      </Button>
      <p css={mutedRowStyle}>
        {t('login.noAccount')} {renderModeSwitch(t('login.registerNow'))}
      </p>
    </form>
  );
}
