import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { messages } from '@portal/contracts';
import { Button, useCountdown } from '@portal/ui';
import { Field } from '../../forms/Field';
import { campaignErrorMessage } from '../../forms/messages';
import { useKitTexts } from '../../i18n/kitTexts';
import { FormError, linkButtonStyle, stepFormStyle } from './stepStyles';

const OtpFormSchema = v.object({
  code: v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required)),
});

export interface OtpStepProps {
  email: string;
  /** Seconds the server blocks a resend for (from "Continue to OTP" or the last resend). */
  resendInSeconds: number;
  onSubmit: (code: string) => Promise<void>;
  /** Sends the code again; resolves with the new blocking time. */
  onResend: () => Promise<number>;
  onBack: () => void;
}

/** Step 3: the code mailed to the player, with "resend in {{second}}s" and "didn't receive the code". */
export function OtpStep({ email, resendInSeconds, onSubmit, onResend, onBack }: OtpStepProps) {
  const { t } = useKitTexts();
  const countdown = useCountdown();
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string>();
  const { start } = countdown;
  useEffect(() => start(resendInSeconds), [resendInSeconds, start]);

  const form = useForm<v.InferOutput<typeof OtpFormSchema>>({
    resolver: valibotResolver(OtpFormSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      form.setError('root', { message: campaignErrorMessage(error) });
    }
  });
  const resend = async () => {
    setResending(true);
    setResendError(undefined);
    try {
      start(await onResend());
    } catch (error) {
      setResendError(campaignErrorMessage(error));
    } finally {
      setResending(false);
    }
  };
  return (
    <form css={stepFormStyle} onSubmit={submit} noValidate aria-labelledby="pre-register-otp-title">
      <h2 id="pre-register-otp-title" data-step-heading tabIndex={-1}>
        {t('preRegister.otp.title')}
      </h2>
      <p>{t('preRegister.otp.prompt', { email })}</p>
      <Field
        label={t('preRegister.otp.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <p>
        {t('preRegister.otp.notReceived')}{' '}
        <button
          type="button"
          css={linkButtonStyle}
          disabled={countdown.remaining > 0 || resending}
          onClick={() => void resend()}
        >
          {countdown.remaining > 0
            ? t('preRegister.otp.resendIn', { second: countdown.remaining })
            : t('preRegister.otp.resend')}
        </button>
      </p>
      <FormError message={resendError ?? form.formState.errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('preRegister.otp.submit')}
      </Button>
      <button type="button" css={linkButtonStyle} onClick={onBack}>
        {t('preRegister.back')}
      </button>
    </form>
  );
}
