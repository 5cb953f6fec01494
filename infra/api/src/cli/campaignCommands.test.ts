import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';
import { createTestPlayer } from '../money/wallet/testing';
import { createTestCampaign, preRegister } from '../campaign/testing';
import { runAdminCommand } from './adminCommands';
import { runCampaignCommand } from './campaignCommands';

jest.setTimeout(240_000);

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

describe.each(databaseTargets)('campaign operator CLI on $name', (target) => {
  const api = useTestApi(target, { seed: false });

  it('creates and changes a campaign; a new launch moves the gacha start to launch + 7 days', async () => {
    const { io, out } = capture();
    const code = await runCampaignCommand(
      ['config', 'cli_game', '--launch', '2026-09-01T00:00:00Z', '--name', 'CLI Game'],
      api.db,
      io,
      { actor: 'operator:test' },
    );
    expect(code).toBe(0);
    const shown = JSON.parse(out.join('\n'));
    expect(shown).toMatchObject({
      gameCode: 'cli_game',
      name: 'CLI Game',
      gachaStartAt: Date.UTC(2026, 8, 8) / 1000,
      preRegistrationOpen: true,
    });
    expect(shown.constants).toEqual({
      referralPoints: 40,
      maxRewardedReferrals: 5,
      taskPointsCap: 750,
      gachaDrawCost: 250,
      raffleResponseDays: 14,
    });
    const closed = capture();
    expect(
      await runCampaignCommand(['config', 'cli_game', '--pre-registration', 'closed'], api.db, closed.io),
    ).toBe(0);
    expect(JSON.parse(closed.out.join('\n')).preRegistrationOpen).toBe(false);
    const audit = await api.db
      .selectFrom('campaign_audit_log')
      .select('action')
      .where('action', '=', 'campaign.config')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad options with the usage (exit 2)', async () => {
    const { io, err } = capture();
    expect(await runCampaignCommand(['config', 'cli_game', '--launch', 'tomorrow'], api.db, io)).toBe(2);
    expect(err.join('\n')).toContain('--launch must be an ISO date');
    expect(
      await runCampaignCommand(['counter', 'cli_game', 'set', 'website', '5'], api.db, capture().io),
    ).toBe(2);
  });

  it('sets app store counts and prints the total', async () => {
    const campaign = await createTestCampaign(api.db);
    const { io, out } = capture();
    expect(
      await runAdminCommand(
        ['campaign', 'counter', campaign.game_code, 'set', 'google_play', '1200', '--label', 'Google Play'],
        api.db,
        io,
      ),
    ).toBe(0);
    expect(out.at(-1)).toMatch(/total\s+1200/);
  });

  it('imports codes from CSV, skipping duplicates and refusing junk', async () => {
    const campaign = await createTestCampaign(api.db, {
      content: { rewards: [{ code: 'm1', kind: 'milestone', threshold: 1, title: 'M1' }] },
    });
    const files: Record<string, string> = {
      'codes.csv': 'code\nAAAA-0001\nAAAA-0002\nAAAA-0001\n',
      'junk.csv': 'AAAA-0003\nnot a code!\n',
    };
    const readText = async (path: string) => files[path] ?? '';
    const first = capture();
    expect(
      await runCampaignCommand(['codes', 'import', campaign.game_code, 'm1', 'codes.csv'], api.db, first.io, {
        readText,
      }),
    ).toBe(0);
    expect(first.out[0]).toBe('2 code(s) added to m1, 1 already in the campaign skipped');
    const again = capture();
    expect(
      await runCampaignCommand(['codes', 'import', campaign.game_code, 'm1', 'codes.csv'], api.db, again.io, {
        readText,
      }),
    ).toBe(0);
    expect(again.out[0]).toMatch(/^0 code\(s\) added/);
    const junk = capture();
    expect(
      await runCampaignCommand(['codes', 'import', campaign.game_code, 'm1', 'junk.csv'], api.db, junk.io, {
        readText,
      }),
    ).toBe(1);
    expect(junk.err[0]).toContain('line 2');
  });

  it('draws the raffle after launch, verifies it, lists winners and exports pre-registrations', async () => {
    const campaign = await createTestCampaign(api.db, {
      launchInDays: 1,
      content: { rafflePrizes: [{ name: 'Flagship phone', quantity: 1 }] },
    });
    const player = await createTestPlayer(api.db, 'cli-entrant');
    await preRegister(api.app, campaign, player.token);
    await api.app.inject({
      method: 'POST',
      url: `/api/private/campaigns/${campaign.game_code}/raffle/entry`,
      headers: { authorization: `Bearer ${player.token}` },
    });

    const early = capture();
    expect(await runCampaignCommand(['raffle', 'draw', campaign.game_code], api.db, early.io)).toBe(1);
    expect(early.err[0]).toContain('after the launch');

    const later = () => new Date(Date.now() + 2 * 86_400_000);
    const draw = capture();
    expect(
      await runCampaignCommand(
        ['raffle', 'draw', campaign.game_code, '--seed', 'c'.repeat(64)],
        api.db,
        draw.io,
        { clock: later, actor: 'operator:test' },
      ),
    ).toBe(0);
    expect(draw.out).toContain(`seed ${'c'.repeat(64)}`);
    expect(draw.out.at(-1)).toBe(
      `#1 lottery number ${player.userId} prize ${(await api.db.selectFrom('campaign_raffle_prizes').select('id').where('campaign_id', '=', campaign.id).executeTakeFirstOrThrow()).id}`,
    );

    const verify = capture();
    expect(await runCampaignCommand(['raffle', 'verify', campaign.game_code], api.db, verify.io)).toBe(0);
    const winners = capture();
    expect(await runCampaignCommand(['raffle', 'winners', campaign.game_code], api.db, winners.io)).toBe(0);
    expect(winners.out[1]).toMatch(new RegExp(`^1,${player.userId},.*,Flagship phone,awaiting_response`));

    const csv = capture();
    expect(await runCampaignCommand(['export', campaign.game_code], api.db, csv.io)).toBe(0);
    expect(csv.out[0]).toBe(
      'user_id,email,nickname,channel,consented_at,terms_version,eula_version,coupon_code,referrer_user_id,raffle_entered',
    );
    expect(csv.out[1]).toMatch(new RegExp(`^${player.userId},.*,website,.*,true$`));
  });
});
