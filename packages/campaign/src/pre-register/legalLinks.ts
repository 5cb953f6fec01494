/** The EULA is part of the portal's Terms of Use (000 §2 "/tou (terms of use and EULA)"). */
export const EULA_PATH = '/tou#eula';

/**
 * A campaign's legal documents: the campaign site's terms and privacy policy (the publisher's pages,
 * 001 §2) titled for the game, and the EULA. Every campaign's consent step links its own.
 */
export function campaignLegalLinks(gameCode: string) {
  const game = `?game=${encodeURIComponent(gameCode)}`;
  return { terms: `/games/tnc/terms${game}`, privacy: `/games/tnc/privacy${game}`, eula: EULA_PATH } as const;
}
