import { EmailSchema } from '@portal/contracts';
import { usePortalTranslation } from '@portal/i18n';
import { Button } from '@portal/ui';
import * as v from 'valibot';

export interface VerificationCodeButtonProps {
  /** The email typed so far: Send needs a valid one. */
  email: string;
  /** Seconds left before another code may be sent. */
  remaining: number;
  /** A form submit is in progress. */
  submitting: boolean;
  sending: boolean;
  onSend: () => void;
}

/** Send, then 'Resend (N)' for 60 seconds; enabled only with a valid email, no countdown, no submit. */
export function VerificationCodeButton({
  email,
  remaining,
  submitting,
  sending,
  onSend,
}: VerificationCodeButtonProps) {
  const { t } = usePortalTranslation();
  const enabled = v.is(EmailSchema, email) && remaining === 0 && !submitting;
  return (
    <Button
      variant="secondary"
      onClick={onSend}
      disabled={!enabled}
      loading={sending}
      css={{ minWidth: 116, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      data-testid="send-code"
    >
      {remaining > 0 ? t('verification.resend', { seconds: remaining }) : t('verification.send')}
    </Button>
  );
}
