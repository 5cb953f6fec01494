import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';
import { ASH_ECHOES, seedDemoCampaigns } from './seed';

jest.setTimeout(240_000);

const factionsVideo = () => ASH_ECHOES.videos!.find((video) => video.code === 'factions-tour')!;

describe("Ash Echoes' seeded content agrees with its landing", () => {
  it("'A tour of the factions' speaks of the three factions the Factions section shows", () => {
    const video = factionsVideo();
    expect(video.description).toContain('three factions');
    expect(video.description).not.toMatch(/five/i);
    for (const name of ['the Codex Keepers', 'the Cinder Pact', 'the Tidebound'])
      expect(video.description).toContain(name);
    expect(video.options[video.correctOption]).toBe('Three');
  });
});

describe.each(databaseTargets.slice(0, 1))('a database seeded before the correction, on $name', (target) => {
  const api = useTestApi(target);

  it('is corrected by the next seed run', async () => {
    await api.db
      .updateTable('campaign_videos')
      .set({
        description: 'The five factions of the Ashen Worlds and what they fight for.',
        correct_option: 2,
      })
      .where('code', '=', 'factions-tour')
      .execute();
    await seedDemoCampaigns(api.db);
    const row = await api.db
      .selectFrom('campaign_videos')
      .select(['description', 'correct_option'])
      .where('code', '=', 'factions-tour')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ description: factionsVideo().description, correct_option: 0 });
  });
});
