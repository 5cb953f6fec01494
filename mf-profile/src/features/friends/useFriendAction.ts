import { isApiRequestError } from '@portal/api-client';
import { apiErrorMessage } from '@portal/i18n';
import { useState } from 'react';

/** Runs one friend action at a time; keeps the API's message when it fails. */
export function useFriendAction(onDone: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await action();
      onDone();
    } catch (failure) {
      setError(
        isApiRequestError(failure)
          ? (failure.errors[0]?.message ?? apiErrorMessage('unknown'))
          : apiErrorMessage('unknown'),
      );
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
