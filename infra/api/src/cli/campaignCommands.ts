import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import type { Kysely } from 'kysely';
import {
  CampaignCreatePayloadSchema,
  type CampaignCreatePayload,
  type RaffleDrawResult,
  type RaffleWinnerRecord,
} from '@portal/contracts';
import * as v from 'valibot';
import {
  audit,
  NewCampaignWithoutLaunchError,
  requireCampaign,
  type CampaignSettings,
  rewardIdOf,
  setCounterSource,
  createGameCampaign,
  CampaignError,
  configureCampaign,
  drawRecord,
  parseCodesCsv,
  preRegistrationsCsv,
  RAFFLE_WINNERS_CSV_HEADER,
  settingsToPayload,
  winnerCsvLine,
  winnerRecords,
  forfeitOverdueRaffleWinners,
  importRewardCodes,
  createCampaignServices,
} from '../campaign';
import type { Database } from '../db/database';
import type { CliIo } from './adminCommands';

export const CAMPAIGN_USAGE = `Campaign commands (npm run admin -w @portal/api -- campaign …):
  campaign list                                          Campaigns with launch, gacha start, pre-registration
  campaign create <game> --name <text> --launch <ISO date> [--description <text>]
      [--status pre_register|beta|released] [--platforms android,ios,pc] [config options]
                                                         Create (or update) a game on /games and its campaign
  campaign config <game> [options]                       Create or change a campaign:
      --name <text> --launch <ISO date> --pre-registration open|closed --gacha-start <ISO date>
      --referral-points N --max-referrals N --task-cap N --draw-cost N --response-days N
      --terms-version V --eula-version V --coupon-title <text> --landing-path </path>
      (a new launch date moves the gacha start to launch + 7 days unless --gacha-start is given)
  campaign counter <game> [set <source> <count> [--label <text>]]   Show / set an app store count
  campaign codes import <game> <reward> <file.csv>       Add reward codes to a pool (first column; duplicates skipped)
  campaign raffle draw <game> [--seed <64 hex>]          Draw after launch (CSPRNG seed, recorded and audited)
  campaign raffle verify <game>                          Replay the recorded draw from its seed
  campaign raffle winners <game>                         Winners and their answers (CSV)
  campaign raffle forfeit                                Forfeit winners past their response deadline now
  campaign export <game>                                 Pre-registrations as CSV on stdout`;

export class CampaignUsageError extends Error {}

const VALUE_OPTIONS = {
  '--name': 'name',
  '--launch': 'launchAt',
  '--pre-registration': 'preRegistrationOpen',
  '--gacha-start': 'gachaStartAt',
  '--referral-points': 'referralPoints',
  '--max-referrals': 'maxRewardedReferrals',
  '--task-cap': 'taskPointsCap',
  '--draw-cost': 'gachaDrawCost',
  '--response-days': 'raffleResponseDays',
  '--terms-version': 'termsVersion',
  '--eula-version': 'eulaVersion',
  '--coupon-title': 'couponTitle',
  '--landing-path': 'landingPath',
} as const satisfies Record<string, keyof CampaignSettings>;

function parseDate(flag: string, raw: string): Date {
  const date = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(date.getTime())) {
    throw new CampaignUsageError(`${flag} must be an ISO date such as 2026-06-01T00:00:00Z`);
  }
  return date;
}

function parseCount(flag: string, raw: string, min = 0): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min)
    throw new CampaignUsageError(`${flag} must be an integer ≥ ${min}`);
  return Number(raw);
}

/** `--flag value` pairs → campaign settings, each checked. */
export function parseCampaignSettings(args: readonly string[]): CampaignSettings {
  const settings: CampaignSettings = {};
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index] as keyof typeof VALUE_OPTIONS;
    const raw = args[index + 1];
    const key = VALUE_OPTIONS[flag];
    if (!key || raw === undefined)
      throw new CampaignUsageError(`Unknown or incomplete option: ${args[index]}`);
    switch (key) {
      case 'launchAt':
      case 'gachaStartAt':
        settings[key] = parseDate(flag, raw);
        break;
      case 'preRegistrationOpen':
        if (raw !== 'open' && raw !== 'closed')
          throw new CampaignUsageError('--pre-registration takes open or closed');
        settings.preRegistrationOpen = raw === 'open';
        break;
      case 'gachaDrawCost':
      case 'raffleResponseDays':
        settings[key] = parseCount(flag, raw, 1);
        break;
      case 'referralPoints':
      case 'maxRewardedReferrals':
      case 'taskPointsCap':
        settings[key] = parseCount(flag, raw);
        break;
      case 'landingPath':
        if (!/^\/[A-Za-z0-9/_-]*$/.test(raw))
          throw new CampaignUsageError('--landing-path must be a path such as /games/official/x');
        settings.landingPath = raw;
        break;
      default:
        if (!raw.trim() || raw.length > 120)
          throw new CampaignUsageError(`${flag} takes 1 to 120 characters`);
        settings[key] = raw.trim();
    }
  }
  return settings;
}

const GAME_CODE = /^[a-z0-9][a-z0-9_-]{1,63}$/;
/** The game's own options of `campaign create`, taken out of the arguments before the campaign's. */
const GAME_OPTIONS = ['--description', '--status', '--platforms'] as const;

/** `campaign create` arguments → the payload the admin route takes (checked by its schema). */
export function parseCreateOptions(args: readonly string[]): CampaignCreatePayload {
  const game: Record<string, unknown> = {};
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index] ?? '';
    const value = args[index + 1];
    if (!(GAME_OPTIONS as readonly string[]).includes(flag)) {
      rest.push(flag, ...(value === undefined ? [] : [value]));
      continue;
    }
    if (value === undefined) throw new CampaignUsageError(`${flag} needs a value`);
    if (flag === '--platforms') game.platforms = value.split(',').map((platform) => platform.trim());
    else game[flag.slice(2)] = value;
  }
  const settings = settingsToPayload(parseCampaignSettings(rest));
  const result = v.safeParse(CampaignCreatePayloadSchema, { ...settings, ...game });
  if (!result.success)
    throw new CampaignUsageError(
      `campaign create: ${result.issues.map((issue) => `${v.getDotPath(issue) ?? 'options'}: ${issue.message}`).join('; ')}`,
    );
  return result.output;
}

export function gameCodeOf(raw: string | undefined): string {
  if (!raw || !GAME_CODE.test(raw))
    throw new CampaignUsageError('a game code such as ash_echoes is required');
  return raw;
}

/** `[--seed <64 hex>]` after `raffle draw <game>`. */
export function drawSeedOf(rest: readonly string[]): string | undefined {
  if (rest.length === 0) return undefined;
  if (rest[0] !== '--seed' || rest.length !== 2)
    throw new CampaignUsageError('raffle draw takes <game> [--seed <64 hex>]');
  if (!/^[0-9a-f]{64}$/.test(rest[1]!)) throw new CampaignUsageError('--seed takes 64 hex digits');
  return rest[1];
}

export function printDraw(io: CliIo, result: RaffleDrawResult): void {
  io.out(`Drawn: ${result.winners.length} winner(s) among ${result.entries} entries`);
  io.out(`seed ${result.seed}`);
  io.out(`algorithm ${result.algorithm}`);
  io.out(`entries sha256 ${result.entriesDigest}`);
  io.out(`answers due by ${new Date(result.responseDeadline * 1000).toISOString()}`);
  for (const winner of result.winners)
    io.out(`#${winner.rank} lottery number ${winner.lotteryNumber} prize ${winner.prizeId}`);
}

export function printWinners(io: CliIo, rows: readonly RaffleWinnerRecord[]): void {
  io.out(RAFFLE_WINNERS_CSV_HEADER);
  for (const row of rows) io.out(winnerCsvLine(row));
}

export interface CampaignCliOptions {
  clock?: () => Date;
  /** Who runs the command, for the audit log (default operator:<os user>). */
  actor?: string;
  readText?: (path: string) => Promise<string>;
}

/** `campaign …` of the admin CLI; returns the exit code (0 ok, 1 refused, 2 usage). */
export async function runCampaignCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  options: CampaignCliOptions = {},
): Promise<number> {
  const clock = options.clock ?? (() => new Date());
  const actor = options.actor ?? `operator:${userInfo().username}`;
  const readText =
    options.readText ?? (async (path: string) => (await (io.readFile ?? readFile)(path)).toString('utf8'));
  const services = createCampaignServices({ db, clock });
  const [command, ...args] = argv;
  try {
    if (command === 'list' && args.length === 0) {
      const rows = await db.selectFrom('campaigns').selectAll().orderBy('launch_at').execute();
      for (const row of rows) {
        const open = row.pre_registration_open ? 'open' : 'closed';
        io.out(
          `${row.game_code.padEnd(16)} launch ${row.launch_at.toISOString()}  gacha ${row.gacha_start_at.toISOString()}  pre-registration ${open}  ${row.name}`,
        );
      }
      io.out(`${rows.length} campaign(s)`);
      return 0;
    }
    if (command === 'create') {
      const gameCode = gameCodeOf(args[0]);
      const campaign = await createGameCampaign(
        db,
        gameCode,
        parseCreateOptions(args.slice(1)),
        actor,
        clock(),
      );
      io.out(JSON.stringify(campaign, null, 2));
      return 0;
    }
    if (command === 'config') {
      const gameCode = gameCodeOf(args[0]);
      const settings = parseCampaignSettings(args.slice(1));
      io.out(JSON.stringify(await configureCampaign(db, gameCode, settings, actor, clock()), null, 2));
      return 0;
    }
    if (command === 'counter') {
      const gameCode = gameCodeOf(args[0]);
      const campaign = await requireCampaign(db, gameCode);
      if (args[1] === 'set') {
        const source = args[2] ?? '';
        if (!/^[a-z][a-z0-9_]{1,31}$/.test(source) || source === 'website') {
          throw new CampaignUsageError(
            'counter set takes a source such as app_store or google_play (not website)',
          );
        }
        const count = parseCount('count', args[3] ?? '');
        const labelIndex = args.indexOf('--label');
        const label = labelIndex > 0 ? (args[labelIndex + 1] ?? source) : source;
        const at = clock();
        await setCounterSource(db, campaign.id, { source, label, count }, at);
        await audit(
          db,
          { campaignId: campaign.id, actor, action: 'counter.set', detail: { source, label, count } },
          at,
        );
      } else if (args.length > 1) {
        throw new CampaignUsageError('counter takes <game> [set <source> <count> [--label <text>]]');
      }
      const counter = await services.counter.fresh(gameCode);
      for (const source of counter.sources)
        io.out(`${source.source.padEnd(14)} ${String(source.count).padStart(10)}  ${source.label}`);
      io.out(`${'total'.padEnd(14)} ${String(counter.total).padStart(10)}`);
      return 0;
    }
    if (command === 'codes' && args[0] === 'import') {
      const gameCode = gameCodeOf(args[1]);
      const rewardCode = args[2];
      const file = args[3];
      if (!rewardCode || !file || args.length !== 4)
        throw new CampaignUsageError('codes import takes <game> <reward> <file.csv>');
      const campaign = await requireCampaign(db, gameCode);
      const rewardId = await rewardIdOf(db, campaign.id, rewardCode);
      if (!rewardId) {
        io.err(`No reward "${rewardCode}" in ${gameCode}`);
        return 1;
      }
      const { codes, invalid } = parseCodesCsv(await readText(file));
      if (invalid.length > 0) {
        io.err(
          `Refused: ${invalid.length} line(s) are not codes (4-64 letters, digits, - or _):\n${invalid.slice(0, 10).join('\n')}`,
        );
        return 1;
      }
      const at = clock();
      const result = await importRewardCodes(db, campaign.id, rewardId, codes, at);
      await audit(
        db,
        { campaignId: campaign.id, actor, action: 'codes.import', detail: { rewardCode, file, ...result } },
        at,
      );
      io.out(
        `${result.added} code(s) added to ${rewardCode}, ${result.skipped} already in the campaign skipped`,
      );
      return 0;
    }
    if (command === 'raffle') {
      const [sub, rawGame, ...rest] = args;
      if (sub === 'forfeit' && rawGame === undefined) {
        io.out(`${await forfeitOverdueRaffleWinners(db, clock())} winner(s) forfeited`);
        return 0;
      }
      const gameCode = gameCodeOf(rawGame);
      if (sub === 'draw') {
        const seed = drawSeedOf(rest);
        printDraw(io, drawRecord(await services.raffle.draw(gameCode, actor, seed)));
        return 0;
      }
      if (sub === 'verify') {
        const result = await services.raffle.verify(gameCode);
        io.out(
          result.matches
            ? `The recorded draw matches a replay of seed ${result.seed}`
            : 'MISMATCH: the recorded winners differ from a replay',
        );
        return result.matches ? 0 : 1;
      }
      if (sub === 'winners' && rest.length === 0) {
        printWinners(io, await winnerRecords(services.raffle, gameCode));
        return 0;
      }
    }
    if (command === 'export' && args.length === 1) {
      for (const line of await preRegistrationsCsv(db, gameCodeOf(args[0]))) io.out(line);
      return 0;
    }
    if (command === undefined || command === 'help') {
      io.out(CAMPAIGN_USAGE);
      return 0;
    }
    throw new CampaignUsageError(`Unknown campaign command: ${argv.join(' ')}`);
  } catch (error) {
    if (error instanceof CampaignUsageError) {
      io.err(`${error.message}\n\n${CAMPAIGN_USAGE}`);
      return 2;
    }
    if (error instanceof CampaignError || error instanceof NewCampaignWithoutLaunchError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
