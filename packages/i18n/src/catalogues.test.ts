/**
 * Every text catalogue of the workspace (portal apps, mails, campaign kit and campaigns) has the
 * same keys in every portal language: a missing or extra key fails here, not in front of a player.
 * A campaign's content keys are the exception: English has none (the API's text is the English),
 * and the other languages all have the same ones.
 * A catalogue is a folder holding `en.ts`: its siblings `vn.ts`, `th.ts` and `id.ts` must exist.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SUPPORTED_LANGUAGES } from '@portal/contracts';

const WORKSPACE = join(__dirname, '..', '..', '..');
const SKIPPED = new Set(['node_modules', 'dist', '.nx', '.git', 'coverage', 'test-results']);
/** i18next's plural forms: a language has the ones its grammar needs (Thai only `_other`). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function catalogueFolders(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...catalogueFolders(path));
    else if (entry.name === 'en.ts' && folder.includes(`${sep}src${sep}`)) found.push(folder);
  }
  return found;
}

type Texts = { [key: string]: unknown };

function catalogue(file: string): Texts {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- catalogues are found at run time
  const loaded = require(file) as Record<string, unknown>;
  const texts = loaded.default ?? Object.values(loaded).find((value) => typeof value === 'object');
  if (!texts || typeof texts !== 'object') throw new Error(`${file} exports no texts`);
  return texts as Texts;
}

function keyPaths(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as Texts, `${prefix}${key}.`),
  );
}

/**
 * A campaign's own content (quests, learn videos, rewards, prizes, puzzle events) as the campaign
 * kit's `useContentText` reads it: `content.<kind>.<code>.<field>`.
 */
const CONTENT_KEY =
  /^content\.(quests|videos|rewards|prizes|puzzles|coupons)\.[a-z0-9_-]+\.(title|description|question|options\.\d+|name|rewardTitle)$/;

/** The keys a translator must write: plural forms count as one key whose `_other` must exist. */
function translatableKeys(texts: Texts): string[] {
  const keys = keyPaths(texts);
  const plural = keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, ''));
  for (const base of plural)
    if (!keys.includes(`${base}_other`)) throw new Error(`${base} has plural forms but no ${base}_other`);
  return [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

const folders = catalogueFolders(WORKSPACE).sort();
const TRANSLATED = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

describe('text catalogues', () => {
  it('are found in every app, the mails, the campaign kit and the campaigns', () => {
    const names = folders.map((folder) => relative(WORKSPACE, folder));
    for (const expected of [
      'packages/i18n/src/locales',
      'packages/i18n/src/mail',
      'shell/src/i18n',
      'mf-auth/src/i18n',
      'mf-wallet-vip/src/i18n',
      'mf-profile/src/i18n',
      'mf-help/src/i18n',
      'mf-help/src/features/legal/texts',
      'packages/campaign/src/i18n/texts',
      'mf-campaign-ash-echoes/src/i18n/texts',
      'mf-campaign-crazy-ones/src/i18n/texts',
    ])
      expect(names).toContain(expected);
  });

  describe.each(folders.map((folder) => [relative(WORKSPACE, folder), folder]))('%s', (_name, folder) => {
    const english = translatableKeys(catalogue(join(folder, 'en.ts')));
    const translated = Object.fromEntries(
      TRANSLATED.map((language) => {
        const file = join(folder, `${language}.ts`);
        return [language, existsSync(file) ? translatableKeys(catalogue(file)) : []];
      }),
    );
    const isContent = (key: string) => key.startsWith('content.');
    /** Content keys any translation has: English has none, the API's text is the English. */
    const contentKeys = [...new Set(Object.values(translated).flat().filter(isContent))].sort();

    it.each(TRANSLATED)(
      'has exactly the English keys in %s, and the content keys of the other languages',
      (language) => {
        expect(existsSync(join(folder, `${language}.ts`))).toBe(true);
        const keys = translated[language] ?? [];
        expect({ missing: [...english, ...contentKeys].filter((key) => !keys.includes(key)) }).toEqual({
          missing: [],
        });
        expect({ extra: keys.filter((key) => !english.includes(key) && !isContent(key)) }).toEqual({
          extra: [],
        });
      },
    );

    it('keys campaign content the way the campaign kit reads it, in the languages other than English', () => {
      expect({ unreadable: contentKeys.filter((key) => !CONTENT_KEY.test(key)) }).toEqual({ unreadable: [] });
      // An English page shows the API's text, so an English entry would never show.
      expect({ unusedInEnglish: english.filter(isContent) }).toEqual({ unusedInEnglish: [] });
    });
  });
});
