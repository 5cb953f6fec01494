import { valibotResolver } from '@hookform/resolvers/valibot';
import { call } from '@portal/api-client';
import {
  authEndpoints,
  ForgotPasswordFormSchema,
  safeReturnPath,
  type ForgotPasswordForm,
} from '@portal/contracts';
import { translateMessage } from '@portal/i18n';
import { Button } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type * as v from 'valibot';
import { useTexts } from '../../i18n';
import { placeApiError, type PlacedError } from '../session/apiErrors';
import { FormAlert } from '../../ui/FormAlert';
import { cardStyle, formStyle, linkStyle, mutedRowStyle } from '../../ui/styles';
import { EmailField } from '../../ui/fields';

/**
 * /forgot-password?referrer=<origin + path>: mails a one-time reset link (30 minutes). The answer is
 * the same whether or not the email has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  // The referrer holds origin plus path (000 §2); only a path of this portal is kept.
  const returnPath = safeReturnPath(params.get('referrer'), window.location.origin);
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);
  const [error, setError] = useState<PlacedError | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof ForgotPasswordFormSchema>, unknown, ForgotPasswordForm>({
    resolver: valibotResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  async function send(form: ForgotPasswordForm) {
    setError(null);
    try {
      const answer = await call(authEndpoints.forgotPassword, {
        body: { email: form.email, referrer: returnPath },
      });
      setSent({ email: form.email, minutes: Math.round(answer.expiresInSeconds / 60) });
    } catch (failure) {
      setError(placeApiError(failure));
    }
  }

  const loginHref = `/login?referrer=${encodeURIComponent(returnPath)}`;
  return (
    <article data-testid="page-forgotPassword" css={cardStyle}>
      <h1>{t(sent ? 'forgotPassword.sentTitle' : 'forgotPassword.title')}</h1>
      {sent ? (
        <FormAlert tone="success">{t('forgotPassword.sent', sent)}</FormAlert>
      ) : (
        <>
          <p>{t('forgotPassword.lead')}</p>
          <form
            css={formStyle}
            onSubmit={handleSubmit(send)}
            noValidate
            aria-label={t('forgotPassword.title')}
          >
            {error && <FormAlert>{error.message}</FormAlert>}
            <EmailField
              error={errors.email?.message ? translateMessage(errors.email.message) : undefined}
              {...register('email')}
            />
            <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
              {t('forgotPassword.submit')}
            </Button>
          </form>
        </>
      )}
      <p css={mutedRowStyle}>
        <Link to={loginHref} css={linkStyle}>
          {t('forgotPassword.backToLogin')}
        </Link>
      </p>
    </article>
  );
}
