import { call } from '@portal/api-client';
import { authEndpoints, encodePassword, type RegisterForm } from '@portal/contracts';
import { useRef, useState } from 'react';
import { placeApiError, type PlacedError } from '../session/apiErrors';
import { useAuthHost, type AuthMode } from '../session/AuthHost';
import { signInWithPassword } from '../login/useLogin';
import type { SendOutcome } from '../verification-code/useVerificationCode';

export interface RegisterCallbacks {
  /** A server error for one field (email, vcode, password). */
  onFieldError: (error: PlacedError) => void;
  onPasswordChanged: () => void;
}

/**
 * Registration (000 §4): Send mails a code for the email and encoded password; Register Now sends
 * { email, code }; then the player is signed in automatically and the success callback gets the mode.
 */
export function useRegister(
  referrer: string | null,
  callbacks: RegisterCallbacks,
  onSuccess?: (mode: AuthMode) => void,
) {
  const host = useAuthHost();
  const [formError, setFormError] = useState<PlacedError | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  // The server keeps the password given with Send: registering with another would sign in with the wrong one.
  const passwordSentWithCode = useRef<string | null>(null);

  function report(failure: unknown) {
    const placed = placeApiError(failure);
    if (placed.place === 'form') setFormError(placed);
    else callbacks.onFieldError(placed);
  }

  async function sendCode(email: string, password: string): Promise<SendOutcome> {
    setFormError(null);
    try {
      const sent = await call(authEndpoints.sendVerificationCode, {
        body: { email, password: encodePassword(password) },
      });
      passwordSentWithCode.current = password;
      setCodeSent(true);
      return { ok: true, resendInSeconds: sent.resendInSeconds };
    } catch (failure) {
      const placed = placeApiError(failure);
      // A refused send concerns the code field unless it names the email or password.
      if (placed.place === 'form' && placed.code !== 'NETWORK_ERROR')
        callbacks.onFieldError({ ...placed, place: 'vcode' });
      else report(failure);
      return { ok: false };
    }
  }

  async function registerAccount(form: RegisterForm) {
    setFormError(null);
    if (passwordSentWithCode.current !== null && passwordSentWithCode.current !== form.password) {
      callbacks.onPasswordChanged();
      return;
    }
    try {
      await call(authEndpoints.register, { body: { email: form.email, code: form.vcode.trim() } });
    } catch (failure) {
      report(failure);
      return;
    }
    try {
      const { userId, destination } = await signInWithPassword(form.email, form.password, referrer);
      onSuccess?.('REGISTER');
      host.onSignedIn({ mode: 'REGISTER', userId, destination });
    } catch (failure) {
      setFormError(placeApiError(failure));
    }
  }

  return { sendCode, registerAccount, formError, codeSent };
}
