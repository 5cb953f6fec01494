import {
  LanguageCodeSchema,
  NewsImageSchema,
  NewsLinkSchema,
  NewsTextSchema,
  type LanguageCode,
  type NewsTexts,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { createNewsRepository, textsOf, type NewsRow } from '../news';
import type { CliIo } from './adminCommands';
import { parseWhen, readCliOptions } from './options';

export const NEWS_USAGE = `News on the home page (newest first; a reader gets their language, else English, else the item's first):
  news list                                      Every item: id, state, languages, title
  news show <id>                                 An item with all its texts
  news add --title <text> [--body <text>] [--language en|vn|th|id] [--link <url>] [--image <path>]
           [--publish now|<when>]                A new item (a draft unless --publish)
  news text <id> --language <lang> --title <text> [--body <text>]   Add or replace one language's text
  news untext <id> --language <lang>             Remove one language's text (an item keeps at least one)
  news publish <id> [--at <when>]                Publish now, or at a time (<when>: 2026-12-31, an ISO time or unix seconds)
  news unpublish <id>                            Back to a draft: players no longer see it
  news remove <id>                               Delete it`;

class NewsUsageError extends Error {}
/** A value the contracts refuse (too long, not a path of this site…): exit code 1, like content set. */
class NewsValueError extends Error {}

const usage = (message: string) => new NewsUsageError(message);

function checked<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new NewsValueError(`Invalid ${what}: ${result.issues[0].message}`);
}

const idOf = (raw: string | undefined): number => {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw usage('Give the item id (news list shows them)');
  return Number(raw);
};

const iso = (date: Date) => date.toISOString().replace('.000Z', 'Z');

function stateOf(row: NewsRow, now: Date): string {
  if (!row.published_at) return 'draft';
  return row.published_at <= now
    ? `published ${iso(row.published_at)}`
    : `scheduled ${iso(row.published_at)}`;
}

export async function runNewsCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  { where, operator }: { where: string; operator: string },
): Promise<number> {
  const news = createNewsRepository(db);
  const [command, ...args] = argv;
  const findOrFail = async (raw: string | undefined) => {
    const id = idOf(raw);
    const row = await news.find(id);
    if (!row) throw new NewsValueError(`No news item ${id}`);
    return row;
  };
  const written = (row: NewsRow, what: string) =>
    io.out(`News ${row.id} ${what} (written to ${where}); players see it within seconds`);

  try {
    switch (command) {
      case 'list': {
        if (args.length > 0) throw usage('news list takes no arguments');
        const rows = await news.all();
        if (rows.length === 0) io.out('No news yet: news add --title <text> --publish now');
        const now = new Date();
        for (const row of rows) {
          const texts = textsOf(row) ?? {};
          const languages = Object.keys(texts).join(',');
          const title = texts.en?.title ?? Object.values(texts)[0]?.title ?? '(unreadable)';
          io.out(
            `${String(row.id).padStart(4)}  ${stateOf(row, now).padEnd(32)} ${languages.padEnd(11)} ${title}`,
          );
        }
        return 0;
      }
      case 'show': {
        const [raw, ...rest] = args;
        if (rest.length > 0) throw usage(`Unexpected argument: ${rest[0]}`);
        const row = await findOrFail(raw);
        io.out(
          JSON.stringify(
            {
              id: row.id,
              state: stateOf(row, new Date()),
              link: row.link,
              image: row.image,
              texts: textsOf(row),
              createdBy: row.created_by,
            },
            null,
            2,
          ),
        );
        return 0;
      }
      case 'add': {
        const { options } = readCliOptions(
          args,
          ['--title', '--body', '--language', '--link', '--image', '--publish'],
          usage,
        );
        const last = (name: string) => options.get(name)?.at(-1);
        if (last('--title') === undefined) throw usage('news add needs --title <text>');
        const language = checked(LanguageCodeSchema, last('--language') ?? 'en', '--language');
        const text = checked(NewsTextSchema, { title: last('--title'), body: last('--body') }, 'text');
        const link = last('--link');
        const image = last('--image');
        const publish = last('--publish');
        const row = await news.insert(
          {
            texts: JSON.stringify({ [language]: text }),
            link: link === undefined ? null : checked(NewsLinkSchema, link, '--link'),
            image: image === undefined ? null : checked(NewsImageSchema, image, '--image'),
            published_at:
              publish === undefined
                ? null
                : publish === 'now'
                  ? new Date()
                  : new Date(parseWhen('--publish', publish, usage) * 1000),
          },
          operator,
        );
        written(row, `added, ${stateOf(row, new Date())}`);
        return 0;
      }
      case 'text':
      case 'untext': {
        const [raw, ...rest] = args;
        const row = await findOrFail(raw);
        const allowed =
          command === 'text' ? (['--language', '--title', '--body'] as const) : (['--language'] as const);
        const { options } = readCliOptions(rest, allowed, usage);
        const last = (name: string) => options.get(name)?.at(-1);
        const rawLanguage = last('--language');
        if (rawLanguage === undefined) throw usage(`news ${command} needs --language <lang>`);
        const language: LanguageCode = checked(LanguageCodeSchema, rawLanguage, '--language');
        const texts: NewsTexts = { ...(textsOf(row) ?? {}) };
        if (command === 'untext') {
          if (!texts[language]) throw new NewsValueError(`News ${row.id} has no ${language} text`);
          delete texts[language];
          if (Object.keys(texts).length === 0)
            throw new NewsValueError(`News ${row.id} keeps at least one language: remove the item instead`);
        } else {
          if (last('--title') === undefined) throw usage('news text needs --title <text>');
          texts[language] = checked(NewsTextSchema, { title: last('--title'), body: last('--body') }, 'text');
        }
        const updated = await news.update(row.id, { texts: JSON.stringify(texts) });
        written(updated!, `now in ${Object.keys(texts).join(', ')}`);
        return 0;
      }
      case 'publish': {
        const [raw, ...rest] = args;
        const row = await findOrFail(raw);
        const { options } = readCliOptions(rest, ['--at'], usage);
        const at = options.get('--at')?.at(-1);
        const when = at === undefined ? new Date() : new Date(parseWhen('--at', at, usage) * 1000);
        const updated = await news.update(row.id, { published_at: when });
        written(updated!, stateOf(updated!, new Date()));
        return 0;
      }
      case 'unpublish': {
        const [raw, ...rest] = args;
        if (rest.length > 0) throw usage(`Unexpected argument: ${rest[0]}`);
        const row = await findOrFail(raw);
        written((await news.update(row.id, { published_at: null }))!, 'is a draft again');
        return 0;
      }
      case 'remove': {
        const [raw, ...rest] = args;
        if (rest.length > 0) throw usage(`Unexpected argument: ${rest[0]}`);
        const row = await findOrFail(raw);
        await news.remove(row.id);
        written(row, 'removed');
        return 0;
      }
      default:
        throw usage(`Unknown command: news ${argv.join(' ')}`);
    }
  } catch (error) {
    if (error instanceof NewsUsageError) {
      io.err(`${error.message}\n\n${NEWS_USAGE}`);
      return 2;
    }
    if (error instanceof NewsValueError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
