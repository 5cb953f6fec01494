import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  authEndpoints,
  encodePassword,
  errorCodes,
  resetPasswordFormSchema,
  safeReturnPath,
  type ResetPasswordForm,
} from '@portal/contracts';
import { translateMessage } from '@portal/i18n';
import { Button } from '@portal/ui';
import { useMemo, useState } from 'react';
import { usePasswordRule } from '@portal/api-client/password-rule';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type * as v from 'valibot';
import { useTexts } from '../../i18n';
import { call } from '@portal/api-client';
import { placeApiError, type PlacedError } from '../session/apiErrors';
import { FormAlert } from '../../ui/FormAlert';
import { cardStyle, formStyle, linkStyle, mutedRowStyle } from '../../ui/styles';
import { PasswordField } from '../../ui/fields';

/** /reset-password?token=…&referrer=…: the link of the reset mail; a new password signs out everywhere. */
export function ResetPasswordPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const token = params.get('token');
  const returnPath = safeReturnPath(params.get('referrer'), window.location.origin);
  const [done, setDone] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(!token);
  const [error, setError] = useState<PlacedError | null>(null);
  const passwordRule = usePasswordRule();
  const schema = useMemo(() => resetPasswordFormSchema(passwordRule), [passwordRule]);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<ReturnType<typeof resetPasswordFormSchema>>, unknown, ResetPasswordForm>({
    resolver: valibotResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  async function save(form: ResetPasswordForm) {
    setError(null);
    try {
      const answer = await call(authEndpoints.resetPassword, {
        body: { token: token ?? '', password: encodePassword(form.password) },
      });
      setDone(answer.email);
    } catch (failure) {
      const placed = placeApiError(failure);
      if (placed.code === errorCodes.resetTokenInvalid) setInvalid(true);
      else if (placed.place === 'password') setFieldError('password', { message: placed.message });
      else setError(placed);
    }
  }

  const loginHref = `/login?referrer=${encodeURIComponent(returnPath)}`;
  const forgotHref = `/forgot-password?referrer=${encodeURIComponent(`${window.location.origin}${returnPath}`)}`;
  const fieldError = (message?: string) => (message ? translateMessage(message) : undefined);

  return (
    <article data-testid="page-resetPassword" css={cardStyle}>
      <h1>{t(done !== null ? 'resetPassword.doneTitle' : 'resetPassword.title')}</h1>
      {done !== null ? (
        <>
          <FormAlert tone="success">{t('resetPassword.done', { email: done })}</FormAlert>
          <Link to={loginHref} css={linkStyle}>
            {t('resetPassword.loginNow')}
          </Link>
        </>
      ) : invalid ? (
        <>
          <FormAlert>{t('resetPassword.invalid')}</FormAlert>
          <Link to={forgotHref} css={linkStyle}>
            {t('resetPassword.askAgain')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('resetPassword.lead')}</p>
          <form
            css={formStyle}
            onSubmit={handleSubmit(save)}
            noValidate
            aria-label={t('resetPassword.title')}
          >
            {error && <FormAlert>{error.message}</FormAlert>}
            <PasswordField
              label={t('resetPassword.newPassword')}
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
            <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
              {t('resetPassword.submit')}
            </Button>
          </form>
          <p css={mutedRowStyle}>
            <Link to={loginHref} css={linkStyle}>
              {t('forgotPassword.backToLogin')}
            </Link>
          </p>
        </>
      )}
    </article>
  );
}
