import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadChatWidgetConfig } from '../chat-embed/chatWidgetConfig';
import { embedPath } from '../chat-embed/chatWidgetUrl';

/**
 * Contact Us opens the help chat through /embed with the chat widget URL from the API's
 * configuration (000 §2), passing the player's id and the game of the page they are on.
 */
export function useContactUs({
  uid,
  gameCode,
  onOpened,
}: {
  uid: string | null;
  gameCode: string | null;
  onOpened: () => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = useCallback(async () => {
    setBusy(true);
    // Without an answer /embed still opens: it loads the settings itself and offers Retry.
    const url = await loadChatWidgetConfig().then(
      (config) => config.url,
      () => null,
    );
    setBusy(false);
    onOpened();
    navigate(embedPath({ url, uid, gameCode }));
  }, [navigate, uid, gameCode, onOpened]);
  return { open, busy };
}
