import { call } from '@portal/api-client';
import { gameEndpoints, helpEndpoints, type FeedbackPayload, type GameStatus } from '@portal/contracts';

export async function sendFeedback(payload: FeedbackPayload): Promise<void> {
  await call(helpEndpoints.sendFeedback, { body: payload });
}

/** Whether the game a feedback is about is released or in a test phase (its form asks accordingly). */
export async function gameStatus(gameCode: string): Promise<GameStatus> {
  return (await call(gameEndpoints.get, { params: { gameCode } })).status;
}
