import { useState } from 'react';
import { useApiMessage } from '../../ui/apiMessage';

/** Runs one friend action at a time; a failure becomes the player's message for its code. */
export function useFriendAction(onDone: () => void) {
  const apiMessage = useApiMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await action();
      onDone();
    } catch (failure) {
      setError(apiMessage(failure));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
