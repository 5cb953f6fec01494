import { css } from '@emotion/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { registerFormSchema, type RegisterForm as RegisterValues } from '@portal/contracts';
import { usePasswordRule } from '@portal/api-client/password-rule';
import { translateMessage, usePortalTranslation } from '@portal/i18n';
import { Button, errorTextStyle, theme, focusOutline } from '@portal/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type * as v from 'valibot';
import { useTexts } from '../../i18n';
import type { AuthMode } from '../session/AuthHost';
import { FormAlert } from '../../ui/FormAlert';
import { formStyle, linkStyle, mutedRowStyle } from '../../ui/styles';
import { EmailField, PasswordField } from '../../ui/fields';
import { VerificationCodeField } from '../verification-code/VerificationCodeField';
import { useVerificationCode } from '../verification-code/useVerificationCode';
import { useRegister } from './useRegister';

type RegisterInput = v.InferInput<ReturnType<typeof registerFormSchema>>;

export interface RegisterFormProps {
  referrer: string | null;
  /** Prefilled email, e.g. from a social sign-in that found no account ('Email Not Found'). */
  defaultEmail?: string;
  onSuccess?: (mode: AuthMode) => void;
  /** The Login link: a route change on the page, a mode change in a dialog. */
  renderModeSwitch: (label: string) => ReactNode;
}

const checkboxRowStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  lineHeight: theme.lineHeights.normal,
  input: { width: 20, height: 20, margin: '1px 0 0', accentColor: theme.colors.gold, flexShrink: 0 },
  'input:focus-visible': focusOutline(),
});

/** Register mode of the modal: email, password, confirmPassword, code with Send, agreement (000 §2, §5). */
export function RegisterForm({
  referrer,
  defaultEmail = '',
  onSuccess,
  renderModeSwitch,
}: RegisterFormProps) {
  const { t } = useTexts();
  const { t: tCommon } = usePortalTranslation();
  const ids = useId();
  const passwordRule = usePasswordRule();
  const schema = useMemo(() => registerFormSchema(passwordRule), [passwordRule]);
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: valibotResolver(schema),
    defaultValues: {
      email: defaultEmail,
      password: '',
      confirmPassword: '',
      vcode: '',
      agreement: false as never,
    },
    mode: 'onTouched',
  });
  const { sendCode, registerAccount, formError, codeSent } = useRegister(
    referrer,
    {
      onFieldError: (error) =>
        setError(error.place as 'email' | 'vcode' | 'password', { type: 'server', message: error.message }),
      onPasswordChanged: () => setError('vcode', { type: 'server', message: t('register.passwordChanged') }),
    },
    onSuccess,
  );
  const code = useVerificationCode(async () => {
    // The code is sent with the password (000 §3): both must be valid first, and the player is told
    // why Send waits for a password.
    if (!(await trigger(['email', 'password']))) {
      if (!(await trigger('password')))
        setError('vcode', { type: 'server', message: t('register.passwordFirst') });
      return { ok: false };
    }
    return sendCode(getValues('email'), getValues('password'));
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const fieldError = (message?: string) => (message ? translateMessage(message) : undefined);

  return (
    <form
      css={formStyle}
      onSubmit={handleSubmit(registerAccount)}
      noValidate
      aria-label={t('modal.registerTitle')}
    >
      {formError && <FormAlert>{formError.message}</FormAlert>}
      {codeSent && !formError && (
        <FormAlert tone="success">{tCommon('messages.verificationCodeSent')}</FormAlert>
      )}
      <EmailField error={fieldError(errors.email?.message)} {...register('email')} />
      <PasswordField
        autoComplete="new-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <PasswordField
        confirm
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <VerificationCodeField
        email={email}
        code={code}
        sent={codeSent}
        submitting={isSubmitting}
        error={fieldError(errors.vcode?.message)}
        {...register('vcode')}
      />
      <div>
        <label css={checkboxRowStyle}>
          <input
            type="checkbox"
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? `${ids}-agreement-error` : undefined}
            {...register('agreement')}
          />
          <span>
            {t('register.agreementPrefix')}{' '}
            <Link to="/tou" css={linkStyle} target="_blank" rel="noopener">
              {t('register.terms')}
            </Link>{' '}
            {t('register.and')}{' '}
            <Link to="/tou#eula" css={linkStyle} target="_blank" rel="noopener">
              {t('register.eula')}
            </Link>
          </span>
        </label>
        {errors.agreement?.message && (
          <p css={[errorTextStyle, { marginTop: theme.space.xs }]} id={`${ids}-agreement-error`} role="alert">
            {translateMessage(errors.agreement.message)}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('register.submit')}
      </Button>
      <p css={mutedRowStyle}>
        {t('register.haveAccount')} {renderModeSwitch(t('register.login'))}
      </p>
    </form>
  );
}
