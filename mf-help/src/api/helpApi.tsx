import { createContext, useContext, type ReactNode } from 'react';
import { apiClient, type ApiClient } from '@portal/api-client';
import {
  API_PREFIX,
  ChatWidgetConfigSchema,
  FeedbackSentSchema,
  GameDetailSchema,
  helpApiRoutes,
  type ChatWidgetConfig,
  type FeedbackPayload,
  type GameStatus,
} from '@portal/contracts';

/** The calls mf-help makes; a studio embed talks to the portal API on another origin. */
export interface HelpApi {
  sendFeedback(payload: FeedbackPayload): Promise<void>;
  chatWidgetConfig(): Promise<ChatWidgetConfig>;
  gameStatus(gameCode: string): Promise<GameStatus>;
}

/** Contract paths include `/api`; the client prefixes its own base URL. */
const relative = (route: string) => route.slice(API_PREFIX.length);

export function createHelpApi(client: ApiClient): HelpApi {
  // One request per page load: the settings change only with a deployment.
  let chatWidget: Promise<ChatWidgetConfig> | undefined;
  return {
    async sendFeedback(payload) {
      await client.post(relative(helpApiRoutes.feedback), { body: payload, schema: FeedbackSentSchema });
    },
    chatWidgetConfig() {
      chatWidget ??= client.get(relative(helpApiRoutes.chatWidget), { schema: ChatWidgetConfigSchema });
      // A failed load is not cached, so Retry asks again.
      chatWidget.catch(() => (chatWidget = undefined));
      return chatWidget;
    },
    async gameStatus(gameCode) {
      const game = await client.get(`/public/games/${encodeURIComponent(gameCode)}`, {
        schema: GameDetailSchema,
      });
      return game.status;
    },
  };
}

const portalHelpApi = createHelpApi(apiClient);
const HelpApiContext = createContext<HelpApi>(portalHelpApi);

export function HelpApiProvider({ api, children }: { api: HelpApi; children: ReactNode }) {
  return <HelpApiContext.Provider value={api}>{children}</HelpApiContext.Provider>;
}

/** The portal's API (shell, standalone) unless an embed provided its own. */
export const useHelpApi = () => useContext(HelpApiContext);
