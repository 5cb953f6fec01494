import { valibotResolver } from '@hookform/resolvers/valibot';
import { call, refreshSignedInPlayer } from '@portal/api-client';
import {
  authEndpoints,
  safeReturnPath,
  VerifyEmailFormSchema,
  type VerifyEmailForm,
} from '@portal/contracts';
import { translateMessage, usePortalTranslation } from '@portal/i18n';
import { isSignedInAtom, useSessionValue, userAtom } from '@portal/session';
import { Button, Spinner, theme } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type * as v from 'valibot';
import { useTexts } from '../../i18n';
import { placeApiError, type PlacedError } from '../session/apiErrors';
import { navigateInPortal } from '@portal/federation';
import { FormAlert } from '../../ui/FormAlert';
import { cardStyle, formStyle, linkStyle } from '../../ui/styles';
import { EmailField } from '../../ui/fields';
import { VerificationCodeField } from '../verification-code/VerificationCodeField';
import { useVerificationCode } from '../verification-code/useVerificationCode';

/**
 * /verification/email (signed in): a player whose account has no verified email — e.g. from a social
 * provider that gave none — adds one and confirms it with a mailed code.
 */
export function VerifyEmailPage() {
  const { t } = useTexts();
  const { t: tCommon } = usePortalTranslation();
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('referrer'), window.location.origin);
  const user = useSessionValue(userAtom);
  const signedIn = useSessionValue(isSignedInAtom);
  const [formError, setFormError] = useState<PlacedError | null>(null);
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof VerifyEmailFormSchema>, unknown, VerifyEmailForm>({
    resolver: valibotResolver(VerifyEmailFormSchema),
    defaultValues: { email: '', vcode: '' },
    mode: 'onTouched',
  });
  const email = useWatch({ control, name: 'email' }) ?? '';

  useEffect(() => {
    if (signedIn && !user) void refreshSignedInPlayer();
  }, [signedIn, user]);

  function report(failure: unknown, codeField = false) {
    const placed = placeApiError(failure);
    if (placed.place === 'email' || placed.place === 'vcode')
      setError(placed.place, { message: placed.message });
    else if (codeField) setError('vcode', { message: placed.message });
    else setFormError(placed);
  }

  const code = useVerificationCode(async () => {
    setFormError(null);
    if (!(await trigger('email'))) return { ok: false };
    try {
      const sent = await call(authEndpoints.emailVerificationCode, { body: { email: getValues('email') } });
      return { ok: true, resendInSeconds: sent.resendInSeconds };
    } catch (failure) {
      report(failure, true);
      return { ok: false };
    }
  });

  async function verify(form: VerifyEmailForm) {
    setFormError(null);
    try {
      await call(authEndpoints.verifyEmail, { body: { email: form.email, code: form.vcode.trim() } });
      await refreshSignedInPlayer();
    } catch (failure) {
      report(failure);
    }
  }

  if (!signedIn) {
    return (
      <article data-testid="page-verifyEmail" css={cardStyle}>
        <h1>{t('verifyEmail.title')}</h1>
        <Link to={`/login?referrer=${encodeURIComponent('/verification/email')}`} css={linkStyle}>
          {t('register.login')}
        </Link>
      </article>
    );
  }
  if (!user) {
    return (
      <article data-testid="page-verifyEmail" css={cardStyle}>
        <h1>{t('verifyEmail.title')}</h1>
        <p css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
          <Spinner decorative size={18} />
          {t('verifyEmail.loading')}
        </p>
      </article>
    );
  }
  if (user.emailVerified !== false && user.email) {
    return (
      <article data-testid="page-verifyEmail" css={cardStyle}>
        <h1>{t('verifyEmail.verifiedTitle')}</h1>
        <FormAlert tone="success">{t('verifyEmail.verified', { email: user.email })}</FormAlert>
        <Button size="lg" fullWidth onClick={() => navigateInPortal(returnPath)}>
          {t('verifyEmail.continue')}
        </Button>
      </article>
    );
  }
  const fieldError = (message?: string) => (message ? translateMessage(message) : undefined);
  return (
    <article data-testid="page-verifyEmail" css={cardStyle}>
      <h1>{t('verifyEmail.title')}</h1>
      <p>{t('verifyEmail.lead')}</p>
      <form css={formStyle} onSubmit={handleSubmit(verify)} noValidate aria-label={t('verifyEmail.title')}>
        {formError && <FormAlert>{formError.message}</FormAlert>}
        {code.sent && !formError && (
          <FormAlert tone="success">{tCommon('messages.verificationCodeSent')}</FormAlert>
        )}
        <EmailField error={fieldError(errors.email?.message)} {...register('email')} />
        <VerificationCodeField
          email={email}
          code={code}
          sent={code.sent}
          submitting={isSubmitting}
          error={fieldError(errors.vcode?.message)}
          {...register('vcode')}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t('verifyEmail.submit')}
        </Button>
      </form>
    </article>
  );
}
