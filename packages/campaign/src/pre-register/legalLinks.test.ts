import { campaignLegalLinks } from './legalLinks';

describe('a campaign consent step links its own legal documents', () => {
  it("links each game's terms and privacy policy, and the EULA of the Terms of Use", () => {
    expect(campaignLegalLinks('crazy_ones')).toEqual({
      terms: '/games/tnc/terms?game=crazy_ones',
      privacy: '/games/tnc/privacy?game=crazy_ones',
      eula: '/tou#eula',
    });
    expect(campaignLegalLinks('ash_echoes').terms).toBe('/games/tnc/terms?game=ash_echoes');
  });
});
