import { createContext, useContext, type ReactNode } from 'react';
import { apiClient, ApiRequestError, call, type ApiClient } from '@portal/api-client';
import {
  FEATURED_CAMPAIGN_KEY,
  FeaturedCampaignSchema,
  gameEndpoints,
  metadataEndpoints,
  parseMetadataValue,
  type ChatWidgetConfig,
  type FeedbackPayload,
  type GameStatus,
  helpEndpoints,
} from '@portal/contracts';

/** The calls mf-help makes; a studio embed talks to the portal API on another origin. */
export interface HelpApi {
  sendFeedback(payload: FeedbackPayload): Promise<void>;
  chatWidgetConfig(): Promise<ChatWidgetConfig>;
  gameStatus(gameCode: string): Promise<GameStatus>;
  /** The game code of the campaign the operator features (COMMON / featuredCampaign), null when none. */
  featuredGameCode(): Promise<string | null>;
}

export function createHelpApi(client: ApiClient): HelpApi {
  // One request per page load: the settings change only with a deployment.
  let chatWidget: Promise<ChatWidgetConfig> | undefined;
  return {
    async sendFeedback(payload) {
      await call(helpEndpoints.sendFeedback, { body: payload }, client);
    },
    chatWidgetConfig() {
      chatWidget ??= call(helpEndpoints.chatWidget, {}, client);
      // A failed load is not cached, so Retry asks again.
      chatWidget.catch(() => (chatWidget = undefined));
      return chatWidget;
    },
    async gameStatus(gameCode) {
      return (await call(gameEndpoints.get, { params: { gameCode } }, client)).status;
    },
    async featuredGameCode() {
      try {
        const record = await call(
          metadataEndpoints.record,
          { params: { key: FEATURED_CAMPAIGN_KEY } },
          client,
        );
        return parseMetadataValue(FeaturedCampaignSchema, record.value)?.gameCode ?? null;
      } catch (error) {
        // No record: the operator features no campaign (an empty state, not an error).
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
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
