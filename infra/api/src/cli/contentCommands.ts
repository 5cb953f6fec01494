import {
  activeDiscount,
  CONTENT_KEYS,
  DiscountSchema,
  GAME_ASSET_GROUPS,
  GameCodeSchema,
  OFFICIAL_GROUP,
  settingsList,
  type Discount,
  type MetadataGroup,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { createMetadataRepository } from '../metadata/repository';
import { createMetadataService, MetadataValueError } from '../metadata/service';
import type { CliIo } from './adminCommands';
import { parseWhen as readWhen, readCliOptions } from './options';

export const CONTENT_USAGE = `Content players see (infra/api/src/metadata/README.md "Content settings"; works while the API runs):
  content list                                   Every kind: set or not
  content show <kind> [<gameCode>]               Print a kind's value
  content set <kind> [<gameCode>] <json>         Store a kind's value, checked against its contract
  content set <kind> [<gameCode>] --file <path>  The same, the JSON read from a file
  content clear <kind> [<gameCode>]              Remove it: players see the portal's defaults again
  content discount add --package <code> --percent <1-90> --start <when> --end <when> [--label <text>]
  content discount remove --package <code>       Discounts one at a time (<when>: 2026-12-31, an ISO time or unix seconds)

Kinds: discounts, checkout-whitelist, special-events, maintenance-flag, topup-page, webview-landscape,
webview-portrait, password-rule, social-links, official <gameCode>, assets <gameCode> (ash_echoes, crazy_ones)`;

class ContentUsageError extends Error {}

interface Kind {
  group: MetadataGroup;
  key: string;
}

const FIXED_KINDS: Record<string, Kind> = {
  discounts: { group: 'DISCOUNTS', key: CONTENT_KEYS.discounts },
  'checkout-whitelist': { group: 'CHECKOUT_WHITELIST', key: CONTENT_KEYS.checkoutWhitelist },
  'special-events': { group: 'SPECIAL_EVENTS', key: CONTENT_KEYS.specialEvents },
  'maintenance-flag': { group: 'MAINTENANCE_FLAG', key: CONTENT_KEYS.maintenanceFlag },
  'topup-page': { group: 'TOPUP_PAGE', key: CONTENT_KEYS.topupPage },
  'webview-landscape': { group: 'WEBVIEW_ASSETS_LANDSCAPE', key: CONTENT_KEYS.webviewLandscape },
  'webview-portrait': { group: 'WEBVIEW_ASSETS_PORTRAIT', key: CONTENT_KEYS.webviewPortrait },
  'password-rule': { group: 'COMMON', key: CONTENT_KEYS.passwordRule },
  'social-links': { group: 'COMMON', key: CONTENT_KEYS.socialLinks },
};

/** The kind named by the words (and the game code the per-game kinds take), and the words left. */
function kindOf(args: readonly string[]): { kind: Kind; rest: string[] } {
  const [name, ...rest] = args;
  const fixed = name === undefined ? undefined : FIXED_KINDS[name];
  if (fixed) return { kind: fixed, rest };
  if (name === 'official' || name === 'assets') {
    const [gameCode, ...after] = rest;
    if (!v.is(GameCodeSchema, gameCode))
      throw new ContentUsageError(`content ${name} takes a game code (such as ash_echoes)`);
    if (name === 'official')
      return { kind: { group: OFFICIAL_GROUP, key: CONTENT_KEYS.official(gameCode) }, rest: after };
    const group = GAME_ASSET_GROUPS[gameCode];
    if (!group)
      throw new ContentUsageError(
        `No asset set for "${gameCode}": the asset groups are for ${Object.keys(GAME_ASSET_GROUPS).join(', ')}`,
      );
    return { kind: { group, key: CONTENT_KEYS.assets(gameCode) }, rest: after };
  }
  throw new ContentUsageError(`Unknown content kind: ${name ?? '(none)'}`);
}

const parseWhen = (option: string, raw: string | undefined) =>
  readWhen(option, raw, (message) => new ContentUsageError(message));

const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

export async function runContentCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  where: string,
): Promise<number> {
  const metadata = createMetadataService(createMetadataRepository(db));
  const [command, ...args] = argv;

  const store = async (kind: Kind, json: string) => {
    const record = await metadata.set({ group: kind.group, key: kind.key, version: 1, value: json });
    io.out(`${kind.group}/${kind.key} stored (written to ${where}); players see it within seconds`);
    return record;
  };

  try {
    switch (command) {
      case 'list': {
        if (args.length > 0) throw new ContentUsageError('content list takes no arguments');
        const groups = await metadata.byGroups([
          ...new Set([
            ...Object.values(FIXED_KINDS).map((kind) => kind.group),
            OFFICIAL_GROUP,
            ...Object.values(GAME_ASSET_GROUPS),
          ]),
        ]);
        for (const [group, records] of Object.entries(groups)) {
          io.out(`${group.padEnd(26)} ${records.map((record) => record.key).join(', ') || '(not set)'}`);
        }
        return 0;
      }
      case 'show': {
        const { kind, rest } = kindOf(args);
        if (rest.length > 0) throw new ContentUsageError(`Unexpected argument: ${rest[0]}`);
        const record = await metadata.get(kind.group, kind.key);
        if (!record) {
          io.out(`${kind.group}/${kind.key} is not set: players see the portal's defaults`);
          return 0;
        }
        io.out(JSON.stringify(JSON.parse(record.value), null, 2));
        return 0;
      }
      case 'set': {
        const { kind, rest } = kindOf(args);
        let json: string;
        if (rest[0] === '--file') {
          const { options } = readCliOptions(rest, ['--file'], (message) => new ContentUsageError(message));
          const path = options.get('--file')?.at(-1) ?? '';
          if (!io.readFile) throw new ContentUsageError('--file is not available here');
          json = (await io.readFile(path)).toString('utf8');
        } else {
          if (rest.length !== 1)
            throw new ContentUsageError('content set takes one JSON value (or --file <path>)');
          json = rest[0]!;
        }
        await store(kind, json);
        return 0;
      }
      case 'clear': {
        const { kind, rest } = kindOf(args);
        if (rest.length > 0) throw new ContentUsageError(`Unexpected argument: ${rest[0]}`);
        const removed = await metadata.remove(kind.group, kind.key);
        io.out(
          removed
            ? `${kind.group}/${kind.key} removed (written to ${where}): players see the portal's defaults`
            : `${kind.group}/${kind.key} was not set`,
        );
        return 0;
      }
      case 'discount':
        return await discount(args);
      default:
        throw new ContentUsageError(`Unknown command: content ${argv.join(' ')}`);
    }
  } catch (error) {
    if (error instanceof ContentUsageError) {
      io.err(`${error.message}\n\n${CONTENT_USAGE}`);
      return 2;
    }
    if (error instanceof MetadataValueError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }

  async function discount(args: readonly string[]): Promise<number> {
    const [action, ...rest] = args;
    const kind = FIXED_KINDS.discounts!;
    const current = settingsList(
      [(await metadata.get(kind.group, kind.key)) ?? { key: kind.key, value: '' }],
      kind.key,
      DiscountSchema,
    );
    if (action === 'add') {
      const { options } = readCliOptions(
        rest,
        ['--package', '--percent', '--start', '--end', '--label'],
        (message) => new ContentUsageError(message),
      );
      const last = (name: string) => options.get(name)?.at(-1);
      const percent = last('--percent');
      const entry = {
        packageCode: last('--package') ?? '',
        percentOff: percent !== undefined && /^\d+$/.test(percent) ? Number(percent) : Number.NaN,
        startAt: parseWhen('--start', last('--start')),
        endAt: parseWhen('--end', last('--end')),
        ...(last('--label') !== undefined ? { label: last('--label') } : {}),
      };
      const checked = v.safeParse(DiscountSchema, entry);
      if (!checked.success) {
        const issue = checked.issues[0];
        throw new MetadataValueError(
          `Invalid discount at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
        );
      }
      const next: Discount[] = [...current, checked.output];
      await store(kind, JSON.stringify(next));
      const now = Math.floor(Date.now() / 1000);
      const running = activeDiscount(next, checked.output.packageCode, now) === checked.output;
      io.out(
        `${checked.output.percentOff}% off ${checked.output.packageCode} from ${iso(checked.output.startAt)} to ${iso(checked.output.endAt)}` +
          (running ? ' (running now)' : ''),
      );
      return 0;
    }
    if (action === 'remove') {
      const { options } = readCliOptions(rest, ['--package'], (message) => new ContentUsageError(message));
      const packageCode = options.get('--package')?.at(-1);
      if (!packageCode) throw new ContentUsageError('content discount remove needs --package <code>');
      const next = current.filter((entry) => entry.packageCode !== packageCode);
      if (next.length === current.length) {
        io.err(`No discount on ${packageCode}`);
        return 1;
      }
      await store(kind, JSON.stringify(next));
      return 0;
    }
    throw new ContentUsageError(`Unknown command: content discount ${action ?? ''}`);
  }
}
