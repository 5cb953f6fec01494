import { ApiRequestError } from '@portal/api-client';
import {
  endpointUrl,
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

/** What the api-client reads of a fetch answer (jsdom has no Response). */
const respond = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

/**
 * The portal API as mf-help's features reach it, through fetch: each call is a jest mock whose
 * answers a test sets; an ApiRequestError becomes that HTTP error, any other rejection a network
 * failure. It records what feedback was sent.
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
    featuredGameCode: jest.fn(async (): Promise<string | null> => 'ash_echoes'),
  };
  const gamePath = new RegExp(`^${endpointUrl({ path: '/public/games/' })}([^/]+)$`);
  const answer = async (method: string, path: string, body: unknown): Promise<unknown> => {
    if (method === 'POST' && path === endpointUrl(helpEndpoints.sendFeedback))
      return api.sendFeedback(body as FeedbackPayload).then(() => ({ success: true }));
    if (path === endpointUrl(helpEndpoints.chatWidget)) return api.chatWidgetConfig();
    const game = gamePath.exec(path);
    if (game)
      return gameDetail(decodeURIComponent(game[1]!), await api.gameStatus(decodeURIComponent(game[1]!)));
    throw new ApiRequestError(404, [{ code: 'NOT_FOUND', message: path }]);
  };
  forgetChatWidgetConfig();
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    try {
      return respond(200, { success: true, data: await answer(init.method ?? 'GET', url.pathname, body) });
    } catch (error) {
      if (error instanceof ApiRequestError)
        return respond(error.status, { success: false, errors: error.errors });
      throw error;
    }
  }) as typeof fetch;
  return api;
}
export type FakeHelpApi = ReturnType<typeof fakeHelpApi>;
