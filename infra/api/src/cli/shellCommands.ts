import { isIP } from 'node:net';
import {
  ADJUSTMENT_TYPE_LAUNCH_VIP,
  ADJUSTMENT_TYPE_NONE,
  MAINTENANCE_SETTING_KEY,
  MaintenanceSettingSchema,
  parseMetadataValue,
  SHOW_ADJUSTMENT_QUEST_KEY,
  ShowAdjustmentQuestSchema,
  type MaintenanceSetting,
  type ShowAdjustmentQuest,
} from '@portal/contracts';
import type { CliIo } from './adminCommands';
import { MetadataStoreError, type MetadataStore } from './metadataStores';
import { readCliOptions } from './options';

export const SHELL_COMMANDS_USAGE = `Maintenance and announcement (work while the API runs, see infra/api/README.md "Admin CLI"):
  maintenance status                                   Show the maintenance setting
  maintenance on [--whitelist <ip>[,<ip>…]]            Turn maintenance on; --whitelist replaces the list
                                                       (IPs or IPv4 CIDR blocks; repeatable), else it is kept
  maintenance off                                      Turn maintenance off (the whitelist is kept)
  announcement status                                  Show the adjustment announcement (COMMON/showAdjustmentQuest)
  announcement on [--games <code>[,<code>…]] [--type launch-vip|shutdown-<product>-point]
                  [--end <YYYY-MM-DD>|<unix seconds>] [--banner <url>] [--popup <url>]
                                                       Show the announcement on those games; unset options are kept
  announcement off                                     Hide the announcement`;

class ShellUsageError extends Error {}

/** `--name value` pairs (util.parseArgs); `--whitelist` may repeat. Anything else is a usage error. */
const readOptions = (args: readonly string[], allowed: readonly `--${string}`[]) =>
  readCliOptions(args, allowed, (message) => new ShellUsageError(message)).options;

const list = (values: string[] | undefined) =>
  (values ?? [])
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

function whitelistEntry(entry: string): string {
  const [address = '', prefix] = entry.split('/');
  const valid =
    prefix === undefined
      ? isIP(address) !== 0
      : isIP(address) === 4 && /^\d{1,2}$/.test(prefix) && Number(prefix) <= 32;
  if (!valid) throw new ShellUsageError(`--whitelist: "${entry}" is not an IP address or an IPv4 CIDR block`);
  return entry;
}

function parseEnd(raw: string): number {
  if (/^\d{1,10}$/.test(raw)) return Number(raw);
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const time = Date.parse(`${raw}T00:00:00Z`);
    if (!Number.isNaN(time)) return time / 1000;
  }
  throw new ShellUsageError(`--end: "${raw}" is not a date (2026-12-31) or unix seconds`);
}

const ADJUSTMENT_TYPE = /^(launch-vip|none|shutdown-[A-Za-z0-9_.]+-point)$/;

const NO_ANNOUNCEMENT: ShowAdjustmentQuest = {
  isActive: 'false',
  applyOnGame: '',
  type: ADJUSTMENT_TYPE_LAUNCH_VIP,
  endAt: 0,
  bannerImage: '',
  bannerPopup: '',
};

async function readMaintenance(store: MetadataStore): Promise<MaintenanceSetting> {
  const record = await store.get('MAINTENANCE', MAINTENANCE_SETTING_KEY);
  return (
    (record && parseMetadataValue(MaintenanceSettingSchema, record.value)) ?? {
      isActive: false,
      ipWhitelist: [],
    }
  );
}

async function readAnnouncement(store: MetadataStore): Promise<ShowAdjustmentQuest> {
  const record = await store.get('COMMON', SHOW_ADJUSTMENT_QUEST_KEY);
  return (record && parseMetadataValue(ShowAdjustmentQuestSchema, record.value)) ?? NO_ANNOUNCEMENT;
}

const describeMaintenance = (setting: MaintenanceSetting) =>
  `Maintenance is ${setting.isActive ? 'ON' : 'OFF'}; whitelist: ${setting.ipWhitelist.join(', ') || '(empty)'}`;

const describeAnnouncement = (setting: ShowAdjustmentQuest) =>
  `Announcement is ${setting.isActive === 'true' ? 'ON' : 'OFF'}; type ${setting.type || ADJUSTMENT_TYPE_NONE}; ` +
  `games: ${setting.applyOnGame || '(none)'}; ends ${setting.endAt ? new Date(setting.endAt * 1000).toISOString().slice(0, 10) : '(not set)'}`;

async function maintenance(command: string | undefined, args: string[], store: MetadataStore, io: CliIo) {
  const current = await readMaintenance(store);
  if (command === 'status' && args.length === 0) {
    io.out(describeMaintenance(current));
    return 0;
  }
  if (command !== 'on' && command !== 'off')
    throw new ShellUsageError(`Unknown maintenance command: ${command ?? ''}`);
  const options = readOptions(args, command === 'on' ? ['--whitelist'] : []);
  const whitelist = options.has('--whitelist')
    ? list(options.get('--whitelist')).map(whitelistEntry)
    : current.ipWhitelist;
  const next: MaintenanceSetting = { isActive: command === 'on', ipWhitelist: [...new Set(whitelist)] };
  await store.set('MAINTENANCE', MAINTENANCE_SETTING_KEY, JSON.stringify(next));
  io.out(`${describeMaintenance(next)} (written to ${store.description})`);
  return 0;
}

async function announcement(command: string | undefined, args: string[], store: MetadataStore, io: CliIo) {
  const current = await readAnnouncement(store);
  if (command === 'status' && args.length === 0) {
    io.out(describeAnnouncement(current));
    return 0;
  }
  if (command !== 'on' && command !== 'off')
    throw new ShellUsageError(`Unknown announcement command: ${command ?? ''}`);
  const options = readOptions(
    args,
    command === 'on' ? ['--games', '--type', '--end', '--banner', '--popup'] : [],
  );
  const single = (name: string) => options.get(name)?.at(-1);
  const type = single('--type') ?? current.type;
  if (!ADJUSTMENT_TYPE.test(type))
    throw new ShellUsageError(`--type: "${type}" is not launch-vip, none or shutdown-<product>-point`);
  const games = options.has('--games') ? list(options.get('--games')).join(',') : current.applyOnGame;
  if (command === 'on' && !games)
    throw new ShellUsageError('announcement on needs --games (the game codes it shows on)');
  const end = single('--end');
  const next: ShowAdjustmentQuest = {
    isActive: command === 'on' ? 'true' : 'false',
    applyOnGame: games,
    type,
    endAt: end === undefined ? current.endAt : parseEnd(end),
    bannerImage: single('--banner') ?? current.bannerImage,
    bannerPopup: single('--popup') ?? current.bannerPopup,
  };
  await store.set('COMMON', SHOW_ADJUSTMENT_QUEST_KEY, JSON.stringify(next));
  io.out(`${describeAnnouncement(next)} (written to ${store.description})`);
  return 0;
}

export const isShellCommand = (argv: readonly string[]) =>
  argv[0] === 'maintenance' || argv[0] === 'announcement';

/** `maintenance …` and `announcement …`; returns the exit code (0 done, 1 failed, 2 usage). */
export async function runShellCommand(
  argv: readonly string[],
  store: MetadataStore,
  io: CliIo,
): Promise<number> {
  const [area, command, ...args] = argv;
  try {
    if (command === undefined || command === 'help' || command === '--help') {
      io.out(SHELL_COMMANDS_USAGE);
      return 0;
    }
    if (area === 'maintenance') return await maintenance(command, args, store, io);
    if (area === 'announcement') return await announcement(command, args, store, io);
    throw new ShellUsageError(`Unknown command: ${argv.join(' ')}`);
  } catch (error) {
    if (error instanceof ShellUsageError) {
      io.err(`${error.message}\n\n${SHELL_COMMANDS_USAGE}`);
      return 2;
    }
    if (error instanceof MetadataStoreError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
