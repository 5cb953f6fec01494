import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { usePasswordRule } from '@portal/api-client/password-rule';
import { preRegistrationPasswordFormSchema, type PreRegistrationPasswordForm } from '@portal/contracts';
import { Button } from '@portal/ui';
import { Field } from '../../forms/Field';
import { campaignErrorMessage } from '../../forms/messages';
import { useKitTexts } from '../../i18n/kitTexts';
import { FormError, linkButtonStyle, stepFormStyle } from './stepStyles';

export interface PasswordStepProps {
  email: string;
  onSubmit: (password: string) => Promise<void>;
  onChangeEmail: () => void;
}

/** Step 2b: a new account: password and confirm password (001 §5), then "Continue to OTP". */
export function PasswordStep({ email, onSubmit, onChangeEmail }: PasswordStepProps) {
  const { t } = useKitTexts();
  const passwordRule = usePasswordRule();
  const schema = useMemo(() => preRegistrationPasswordFormSchema(passwordRule), [passwordRule]);
  const form = useForm<PreRegistrationPasswordForm>({
    resolver: valibotResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (error) {
      form.setError('root', { message: campaignErrorMessage(error) });
    }
  });
  const { errors } = form.formState;
  return (
    <form css={stepFormStyle} onSubmit={submit} noValidate aria-labelledby="pre-register-password-title">
      <h2 id="pre-register-password-title" data-step-heading tabIndex={-1}>
        {t('preRegister.register.title')}
      </h2>
      <p>
        {t('preRegister.register.prompt', { email })}{' '}
        <button type="button" css={linkButtonStyle} onClick={onChangeEmail}>
          {t('preRegister.changeEmail')}
        </button>
      </p>
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <Field
        label={t('preRegister.password')}
        type="password"
        autoComplete="new-password"
        hint={t('preRegister.passwordHint', { length: passwordRule.minLength })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label={t('preRegister.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormError message={errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('preRegister.register.submit')}
      </Button>
    </form>
  );
}
