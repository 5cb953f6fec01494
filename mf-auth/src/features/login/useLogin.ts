import { call } from '@portal/api-client';
import { authEndpoints, encodePassword, type LoginForm } from '@portal/contracts';
import { useState } from 'react';
import { placeApiError, type PlacedError } from '../session/apiErrors';
import { useAuthHost, type AuthMode } from '../session/AuthHost';
import { completeSignIn } from '../session/signIn';

/** Signs in with email and encoded password, then finishes the session (cookies, store, destination). */
export async function signInWithPassword(email: string, password: string, referrer: string | null) {
  const session = await call(authEndpoints.login, {
    body: { email, password: encodePassword(password), ...(referrer ? { referrer } : {}) },
  });
  return { userId: session.userId, destination: await completeSignIn(session, referrer ?? session.referrer) };
}

export function useLogin(referrer: string | null, onSuccess?: (mode: AuthMode) => void) {
  const host = useAuthHost();
  const [error, setError] = useState<PlacedError | null>(null);

  async function login(form: LoginForm) {
    setError(null);
    try {
      const { userId, destination } = await signInWithPassword(form.email, form.password, referrer);
      onSuccess?.('LOGIN');
      host.onSignedIn({ mode: 'LOGIN', userId, destination });
    } catch (failure) {
      setError(placeApiError(failure));
    }
  }

  return { login, error };
}
