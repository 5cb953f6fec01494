import { usePortalTranslation } from '@portal/i18n';
import { forwardRef } from 'react';
import { useTexts } from '../../i18n';
import { TextField, type TextFieldProps } from '@portal/ui';
import type { useVerificationCode } from './useVerificationCode';
import { VerificationCodeButton } from './VerificationCodeButton';

interface VerificationCodeFieldProps extends Omit<TextFieldProps, 'label' | 'hint' | 'addon'> {
  /** The email the code goes to (Send needs a valid one). */
  email: string;
  code: ReturnType<typeof useVerificationCode>;
  /** A code has been sent: the help text changes (000 §8). */
  sent: boolean;
  submitting: boolean;
}

/** The six-digit code input with its Send / 'Resend (N)' button and the spec's help texts. */
export const VerificationCodeField = forwardRef<HTMLInputElement, VerificationCodeFieldProps>(
  function VerificationCodeField({ email, code, sent, submitting, ...input }, ref) {
    const { t } = useTexts();
    const { t: tCommon } = usePortalTranslation();
    return (
      <TextField
        ref={ref}
        label={t('fields.vcode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('fields.vcodePlaceholder')}
        hint={tCommon(sent ? 'messages.verificationCodeSentHelp' : 'messages.verificationCodeHelp')}
        addon={
          <VerificationCodeButton
            email={email}
            remaining={code.remaining}
            submitting={submitting}
            sending={code.sending}
            onSend={() => void code.sendCode()}
          />
        }
        {...input}
      />
    );
  },
);
