import type { ChatWidgetConfig, FeedbackPayload, GameStatus } from '@portal/contracts';
import type { HelpApi } from '../api/helpApi';

export const CHAT_CONFIG: ChatWidgetConfig = {
  url: 'https://chat.vendor.example/widget',
  allowedOrigins: ['https://chat.vendor.example', 'https://*.helpdesk.example'],
};

/** A HelpApi whose answers each test sets; it records what was sent. */
export function fakeHelpApi() {
  const sent: FeedbackPayload[] = [];
  const api = {
    sent,
    sendFeedback: jest.fn(async (payload: FeedbackPayload) => {
      sent.push(payload);
    }),
    chatWidgetConfig: jest.fn(async (): Promise<ChatWidgetConfig> => CHAT_CONFIG),
    gameStatus: jest.fn(async (): Promise<GameStatus> => 'released'),
    featuredGameCode: jest.fn(async (): Promise<string | null> => 'ash_echoes'),
  } satisfies HelpApi & { sent: FeedbackPayload[] };
  return api;
}
export type FakeHelpApi = ReturnType<typeof fakeHelpApi>;
