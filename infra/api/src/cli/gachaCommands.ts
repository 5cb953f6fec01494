import {
  GACHA_RARITIES,
  GachaEventNameSchema,
  GachaRaritySchema,
  LanguageCodeSchema,
  SUPPORTED_LANGUAGES,
  type GachaEventDetail,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { ApiHttpError } from '../http/errors';
import { createMoneyServices } from '../money';
import { loadMoneyConfig, type MoneyConfig } from '../money/wallet/config';
import type { CliIo } from './adminCommands';

export const GACHA_USAGE = `Gacha prizes (players see the same table on the event's page):
  gacha prizes <event code>                      The event's prizes as published: id, rarity, odds of the next draw, stock
  gacha rarity <prize id> <rarity>               Set how rare a prize is (${GACHA_RARITIES.join(', ')})
  gacha name <event code> <language> <name>      Name the event in a language (${SUPPORTED_LANGUAGES.join(', ')}; en is the name itself)`;

class GachaUsageError extends Error {}

const prizeIdOf = (raw: string | undefined): number => {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) {
    throw new GachaUsageError('Give the prize id (gacha prizes <event code> shows them)');
  }
  return Number(raw);
};

function rarityOf(raw: string | undefined) {
  const result = v.safeParse(GachaRaritySchema, raw);
  if (!result.success) throw new GachaUsageError(`<rarity> is one of ${GACHA_RARITIES.join(', ')}`);
  return result.output;
}

function languageOf(raw: string | undefined) {
  const result = v.safeParse(LanguageCodeSchema, raw);
  if (!result.success) throw new GachaUsageError(`<language> is one of ${SUPPORTED_LANGUAGES.join(', ')}`);
  return result.output;
}

function eventNameOf(raw: string | undefined) {
  const result = v.safeParse(GachaEventNameSchema, raw);
  if (!result.success) throw new GachaUsageError(`<name>: ${result.issues[0].message}`);
  return result.output;
}

/** The published table: the exact integers the next draw uses, as the event page shows them. */
function printPrizes(io: CliIo, event: GachaEventDetail) {
  io.out(`${event.code} (${event.name}): next draw out of ${event.drawTotal}`);
  for (const prize of event.prizes) {
    const share = event.drawTotal === 0 ? 0 : (prize.drawWeight / event.drawTotal) * 100;
    io.out(
      [
        `#${prize.id}`.padEnd(6),
        prize.rarity.padEnd(10),
        `${prize.drawWeight}/${event.drawTotal}`.padStart(9),
        `${share.toFixed(2)}%`.padStart(8),
        (prize.remaining === null ? 'unlimited' : `${prize.remaining} left`).padEnd(10),
        prize.name,
      ].join(' '),
    );
  }
}

/** `gacha …` of the admin CLI; returns the exit code (0 ok, 1 failed, 2 usage). */
export async function runGachaCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  config: MoneyConfig = loadMoneyConfig(process.env, process.env.NODE_ENV === 'production'),
): Promise<number> {
  const [command, ...args] = argv;
  const { gacha } = createMoneyServices({ db, config });
  try {
    if (command === undefined || command === 'help' || command === '--help') {
      io.out(GACHA_USAGE);
      return 0;
    }
    if (command === 'prizes' && args.length === 1) {
      printPrizes(io, await gacha.event(args[0]!));
      return 0;
    }
    if (command === 'rarity' && args.length === 2) {
      const prizeId = prizeIdOf(args[0]);
      const rarity = rarityOf(args[1]);
      const prize = await gacha.setPrizeRarity(prizeId, rarity);
      if (!prize) {
        io.err(`No gacha prize #${prizeId}`);
        return 1;
      }
      io.out(`Prize #${prize.id} (${prize.name}) is now ${prize.rarity}`);
      printPrizes(io, await gacha.event(prize.event_code));
      return 0;
    }
    if (command === 'name' && args.length === 3) {
      const language = languageOf(args[1]);
      const event = await gacha.setEventName(args[0]!, language, eventNameOf(args[2]));
      const translated = language === 'en' ? event.name : event.translations?.[language]?.name;
      io.out(`${event.code} is named ${JSON.stringify(translated)} in ${language}`);
      return 0;
    }
    throw new GachaUsageError(`Unknown command: gacha ${argv.join(' ')}`);
  } catch (error) {
    if (error instanceof GachaUsageError) {
      io.err(`${error.message}\n\n${GACHA_USAGE}`);
      return 2;
    }
    if (error instanceof ApiHttpError && error.statusCode === 404) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
