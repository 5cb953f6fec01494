import { css } from '@emotion/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { PreRegistrationConsentPayloadSchema } from '@portal/contracts';
import { Button, theme } from '@portal/ui';
import { campaignErrorMessage, formMessage } from '../../forms/messages';
import { useKitTexts } from '../../i18n/kitTexts';
import { FormError, linkButtonStyle, stepFormStyle } from './stepStyles';

const ConsentFormSchema = v.pick(PreRegistrationConsentPayloadSchema, ['agreeTerms', 'agreeEula']);
type ConsentForm = { agreeTerms: boolean; agreeEula: boolean };
// The boxes start unticked (false) while the schema accepts only true: that refusal is the rule.
const consentResolver = valibotResolver(ConsentFormSchema) as unknown as Resolver<ConsentForm>;

const checkStyle = css({
  display: 'grid',
  gap: theme.space.xs,
  label: { display: 'flex', gap: theme.space.sm, alignItems: 'flex-start', color: theme.colors.text },
  input: { width: 20, height: 20, accentColor: theme.colors.gold, flex: '0 0 auto' },
  // The document links sit beside the checkbox: each a target of at least 24 px (WCAG 2.5.8).
  a: { display: 'inline-block', minHeight: 24, lineHeight: '24px' },
  '[role="alert"]': { color: theme.colors.danger, fontSize: theme.fontSizes.sm },
});

export interface ConsentStepProps {
  /** Who is signed in ("not you?"). */
  accountLabel: string | null;
  termsHref: string;
  eulaHref: string;
  onSubmit: () => Promise<void>;
  onChangeAccount: () => void;
}

/** Step 4: agree to the terms and the EULA (both required, 001 §5). */
export function ConsentStep({
  accountLabel,
  termsHref,
  eulaHref,
  onSubmit,
  onChangeAccount,
}: ConsentStepProps) {
  const { t } = useKitTexts();
  const form = useForm<ConsentForm>({
    resolver: consentResolver,
    defaultValues: { agreeTerms: false, agreeEula: false },
  });
  const submit = form.handleSubmit(async () => {
    try {
      await onSubmit();
    } catch (error) {
      form.setError('root', { message: campaignErrorMessage(error) });
    }
  });
  const { errors } = form.formState;
  return (
    <form css={stepFormStyle} onSubmit={submit} noValidate aria-labelledby="pre-register-consent-title">
      <h2 id="pre-register-consent-title" data-step-heading tabIndex={-1}>
        {t('preRegister.consent.title')}
      </h2>
      {accountLabel && (
        <p>
          {t('preRegister.signedInAs', { account: accountLabel })}{' '}
          <button type="button" css={linkButtonStyle} onClick={onChangeAccount}>
            {t('preRegister.changeAccount')}
          </button>
        </p>
      )}
      <div css={checkStyle}>
        <label>
          <input type="checkbox" {...form.register('agreeTerms')} />
          <span>
            {t('preRegister.consent.agreeTo')} <a href={termsHref}>{t('preRegister.consent.terms')}</a>
          </span>
        </label>
        {errors.agreeTerms && <span role="alert">{formMessage(errors.agreeTerms.message)}</span>}
      </div>
      <div css={checkStyle}>
        <label>
          <input type="checkbox" {...form.register('agreeEula')} />
          <span>
            {t('preRegister.consent.agreeTo')} <a href={eulaHref}>{t('preRegister.consent.eula')}</a>
          </span>
        </label>
        {errors.agreeEula && <span role="alert">{formMessage(errors.agreeEula.message)}</span>}
      </div>
      <FormError message={errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('preRegister.consent.submit')}
      </Button>
    </form>
  );
}
