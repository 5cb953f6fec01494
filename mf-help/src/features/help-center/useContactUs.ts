import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHelpApi } from '../../api/helpApi';
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
  const api = useHelpApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = useCallback(async () => {
    setBusy(true);
    // Without an answer /embed still opens: it loads the settings itself and offers Retry.
    const url = await api.chatWidgetConfig().then(
      (config) => config.url,
      () => null,
    );
    setBusy(false);
    onOpened();
    navigate(embedPath({ url, uid, gameCode }));
  }, [api, navigate, uid, gameCode, onOpened]);
  return { open, busy };
}
