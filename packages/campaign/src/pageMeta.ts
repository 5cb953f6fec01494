/**
 * Page meta a campaign's `pageMeta.ts` builds from its own texts: the game's name and tagline in
 * each of its languages, plus the kit's words for the pages every campaign has. Imports texts only
 * (no React): the build reads it in Node.
 */
import { localize, type PageMeta, type TextsByLanguage } from '@portal/routes';
import puzzleEn from './puzzle/texts/en';
import puzzleId from './puzzle/texts/id';
import puzzleTh from './puzzle/texts/th';
import puzzleVn from './puzzle/texts/vn';
import type { PuzzleTexts } from './puzzle/texts/en';

/** What each language's campaign texts carry for the document: the game's name and its tagline. */
export interface GameMetaTexts {
  title: string;
  tagline: string;
}

const PUZZLE_TEXTS = { en: puzzleEn, id: puzzleId, th: puzzleTh, vn: puzzleVn } as const;

/** The kit's texts in the languages the game has. */
function kitTexts<G>(game: TextsByLanguage<G>): TextsByLanguage<{ game: G; puzzle: PuzzleTexts }> {
  const pairs = Object.entries(game).map(([language, texts]) => [
    language,
    { game: texts as G, puzzle: PUZZLE_TEXTS[language as keyof typeof PUZZLE_TEXTS] },
  ]);
  return Object.fromEntries(pairs) as TextsByLanguage<{ game: G; puzzle: PuzzleTexts }>;
}

/** A page of the game: `<page> · <game>` (the game alone when the page has no title of its own). */
export function gamePageMeta<G extends GameMetaTexts>(
  game: TextsByLanguage<G>,
  page: {
    title?: (texts: G) => string;
    description?: (texts: G) => string;
    image?: string;
    index?: boolean;
    /** The source of the art the page shows with `?responsive=hero`: the document preloads it. */
    hero?: string;
  },
): PageMeta {
  const { title, description, ...rest } = page;
  return {
    title: localize(game, (texts) => (title ? `${title(texts)} · ${texts.title}` : texts.title)),
    description: localize(game, (texts) => description?.(texts) ?? texts.tagline),
    ...rest,
  };
}

/** The puzzle pages of a game (the anniversary's and a named event's): personal, so not indexed. */
export function puzzlePageMeta<G extends GameMetaTexts>(game: TextsByLanguage<G>) {
  const texts = kitTexts(game);
  const meta = (pick: (puzzle: PuzzleTexts) => string): PageMeta => ({
    title: localize(texts, ({ game: g, puzzle }) => `${pick(puzzle)} · ${g.title}`),
    description: localize(texts, ({ puzzle }) => puzzle.metaDescription),
    index: false,
  });
  const puzzle = meta((p) => p.heading);
  const puzzleHistory = meta((p) => p.history.title);
  return { puzzle, puzzleHistory, eventPuzzle: puzzle, eventPuzzleHistory: puzzleHistory };
}
