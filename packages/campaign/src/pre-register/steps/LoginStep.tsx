import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { messages } from '@portal/contracts';
import { Button } from '@portal/ui';
import { Field } from '../../forms/Field';
import { campaignErrorMessage } from '../../forms/messages';
import { useKitTexts } from '../../i18n/kitTexts';
import { FormError, linkButtonStyle, stepFormStyle } from './stepStyles';

/** The login form only checks presence: the server says whether the password is right. */
const LoginFormSchema = v.object({
  password: v.pipe(v.string(messages.required), v.nonEmpty(messages.required)),
});

export interface LoginStepProps {
  email: string;
  /** Where "Forgot password?" leads (the portal's reset page, coming back here). */
  forgotPasswordHref: string;
  onSubmit: (password: string) => Promise<void>;
  onChangeEmail: () => void;
}

/** Step 2a: the email has an account; sign in with its password. */
export function LoginStep({ email, forgotPasswordHref, onSubmit, onChangeEmail }: LoginStepProps) {
  const { t } = useKitTexts();
  const form = useForm<v.InferOutput<typeof LoginFormSchema>>({
    resolver: valibotResolver(LoginFormSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (error) {
      form.setError('root', { message: campaignErrorMessage(error) });
    }
  });
  return (
    <form css={stepFormStyle} onSubmit={submit} noValidate aria-labelledby="pre-register-login-title">
      <h2 id="pre-register-login-title" data-step-heading tabIndex={-1}>
        {t('preRegister.login.title')}
      </h2>
      <p>
        {t('preRegister.login.prompt', { email })}{' '}
        <button type="button" css={linkButtonStyle} onClick={onChangeEmail}>
          {t('preRegister.changeEmail')}
        </button>
      </p>
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <Field
        label={t('preRegister.password')}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <a href={forgotPasswordHref}>{t('preRegister.login.forgotPassword')}</a>
      <FormError message={form.formState.errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('preRegister.login.submit')}
      </Button>
    </form>
  );
}
