import { call } from '@portal/api-client';
import { helpEndpoints, type ChatWidgetConfig } from '@portal/contracts';

// One request per page load: the settings change only with a deployment.
let loaded: Promise<ChatWidgetConfig> | undefined;

/** The help chat widget's settings (URL and allowed origins); a failed load is not kept, so Retry asks again. */
export function loadChatWidgetConfig(): Promise<ChatWidgetConfig> {
  loaded ??= call(helpEndpoints.chatWidget, {});
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/** The next load asks the API again (a test's fresh page). */
export function forgetChatWidgetConfig(): void {
  loaded = undefined;
}
