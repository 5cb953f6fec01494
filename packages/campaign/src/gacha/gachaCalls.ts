import { campaignGachaEndpoints as e } from '@portal/contracts';
import { call } from '@portal/api-client';

/** The campaign gacha: its prizes and a draw. */
export const gachaCalls = (gameCode: string) => ({
  gacha: () => call(e.gacha, { params: { gameCode } }),
  drawGacha: () => call(e.gachaDraw, { params: { gameCode } }),
});
