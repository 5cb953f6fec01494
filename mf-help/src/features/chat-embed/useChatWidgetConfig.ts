import { useCallback, useEffect, useState } from 'react';
import type { ChatWidgetConfig } from '@portal/contracts';
import { loadChatWidgetConfig } from './chatWidgetConfig';

export type ChatWidgetConfigState =
  { status: 'loading' } | { status: 'ready'; config: ChatWidgetConfig } | { status: 'failed' };

/** The chat widget settings from the API, with a retry for when the API could not be reached. */
export function useChatWidgetConfig(): { state: ChatWidgetConfigState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChatWidgetConfigState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadChatWidgetConfig().then(
      (config) => current && setState({ status: 'ready', config }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
