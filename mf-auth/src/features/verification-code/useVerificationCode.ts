import { VERIFICATION_RESEND_SECONDS } from '@portal/contracts';
import { useState } from 'react';
import { useCountdown } from '@portal/ui';

export type SendOutcome = { ok: true; resendInSeconds?: number } | { ok: false };

/** The state of a code field: countdown, sending, and whether a code was sent (for the help text). */
export function useVerificationCode(send: () => Promise<SendOutcome>) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function sendCode() {
    setSending(true);
    try {
      const outcome = await send();
      if (outcome.ok) {
        setSent(true);
        // The spec's countdown is 60 s; a server asking for longer wins.
        countdown.start(Math.max(VERIFICATION_RESEND_SECONDS, outcome.resendInSeconds ?? 0));
      }
    } finally {
      setSending(false);
    }
  }

  return { remaining: countdown.remaining, sending, sent, sendCode };
}
