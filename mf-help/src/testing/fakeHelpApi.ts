import { installFakeApi, type RecordedRequest } from '@portal/api-client/testing';
import {
  endpointPattern,
  endpointUrl,
  gameEndpoints,
  helpEndpoints,
  type ChatWidgetConfig,
  type FeedbackPayload,
  type GameDetail,
  type GameStatus,
} from '@portal/contracts';
import { forgetChatWidgetConfig } from '../features/chat-embed/chatWidgetConfig';

export const CHAT_CONFIG: ChatWidgetConfig = {
  url: 'https://chat.vendor.example/widget',
  allowedOrigins: ['https://chat.vendor.example', 'https://*.helpdesk.example'],
};

const gameDetail = (gameCode: string, status: GameStatus): GameDetail => ({
  gameCode,
  name: gameCode,
  status,
  createdAt: 1_700_000_000,
  content: { thumbnailHomepage: '', thumbnailBanner: '' },
  gamePlatforms: [],
  description: '',
});

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

/**
 * The portal API as mf-help's features reach it, on the workspace's fake API: each call is a jest
 * mock whose answers a test sets; an ApiRequestError becomes that HTTP error, any other rejection a
 * network failure. It records what feedback was sent.
 */
export function fakeHelpApi() {
  const sent: FeedbackPayload[] = [];
  const api = {
    sent,
    sendFeedback: jest.fn(async (payload: FeedbackPayload) => {
      sent.push(payload);
    }),
    chatWidgetConfig: jest.fn(async (): Promise<ChatWidgetConfig> => CHAT_CONFIG),
    gameStatus: jest.fn(async (_gameCode: string): Promise<GameStatus> => 'released'),
  };
  installFakeApi({
    [`POST ${endpointUrl(helpEndpoints.sendFeedback)}`]: ({ body }: RecordedRequest) =>
      api.sendFeedback(body as FeedbackPayload).then(() => ({ success: true })),
    [endpointUrl(helpEndpoints.chatWidget)]: () => api.chatWidgetConfig(),
    [endpointPattern(gameEndpoints.get)]: async ({ params }: RecordedRequest) =>
      gameDetail(params.gameCode!, await api.gameStatus(params.gameCode!)),
  });
  forgetChatWidgetConfig();
  return api;
}
export type FakeHelpApi = ReturnType<typeof fakeHelpApi>;
