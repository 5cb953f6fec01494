import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { PreRegistrationEmailPayloadSchema, type PreRegistrationEmailPayload } from '@portal/contracts';
import { Button } from '@portal/ui';
import { Field } from '../../forms/Field';
import { campaignErrorMessage } from '../../forms/messages';
import { useKitTexts } from '../../i18n/kitTexts';
import { FormError, stepFormStyle } from './stepStyles';

/** Step 1: "input a valid email address to receive your rewards". */
export function EmailStep({ onSubmit }: { onSubmit: (email: string) => Promise<void> }) {
  const { t } = useKitTexts();
  const form = useForm<PreRegistrationEmailPayload>({
    resolver: valibotResolver(PreRegistrationEmailPayloadSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await onSubmit(email);
    } catch (error) {
      form.setError('root', { message: campaignErrorMessage(error) });
    }
  });
  return (
    <form css={stepFormStyle} onSubmit={submit} noValidate aria-labelledby="pre-register-email-title">
      <h2 id="pre-register-email-title" data-step-heading tabIndex={-1}>
        {t('preRegister.email.title')}
      </h2>
      <p>{t('preRegister.email.prompt')}</p>
      <Field
        label={t('preRegister.email.label')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormError message={form.formState.errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('preRegister.email.submit')}
      </Button>
    </form>
  );
}
