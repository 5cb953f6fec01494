import * as v from 'valibot';
import { SERVED_ANSWERS_ELEMENT_ID } from '@portal/contracts';

/** A public API answer a server render read, and the language it was asked in (`x-lang`). */
export interface ServedAnswer {
  language: string | null;
  data: unknown;
}

/** By the URL the browser asks (`/api/public/vip/rules?lang=en`). */
export type ServedAnswerMap = Record<string, ServedAnswer>;

/** Only a visitor's public reads go with a page: nothing private is ever recorded. */
const PUBLIC_PATH = /^\/api\/public\//;

/**
 * How long after the first read the page's answers stand in for the API's: long enough for the
 * take-over's reads on a slow phone, too short for a page visited later to be shown old data.
 */
export const SERVED_ANSWERS_MS = 15_000;

/**
 * The answers a served page carries from its server render to the browser: on the server the
 * client records its public GETs while a render runs; in the browser the first GET of a recorded
 * URL (in the same language) is answered from them, once, so taking the page over needs no round trip.
 */
export interface ServedAnswers {
  /** Starts recording answers that arrive before `deadline` (ms since the epoch); stop returns them. */
  record(deadline: number): () => ServedAnswerMap;
  /** The recorder in force when a request starts (answers are kept only if they reach it while it records). */
  recorder(url: string): ((answer: ServedAnswer) => void) | undefined;
  /** The recorded answer of this URL and language, handed out once. */
  take(url: string, language: string | null): { data: unknown } | undefined;
}

/** `load` is read on the first `take` (the served document's block, or nothing); its answers last SERVED_ANSWERS_MS. */
export function createServedAnswers(
  load: () => ServedAnswerMap | undefined = () => undefined,
): ServedAnswers {
  let recording: { answers: ServedAnswerMap; deadline: number } | undefined;
  let served: { answers: ServedAnswerMap; until: number } | undefined;
  return {
    record(deadline) {
      const current = { answers: {} as ServedAnswerMap, deadline };
      recording = current;
      return () => {
        if (recording === current) recording = undefined;
        return { ...current.answers };
      };
    },
    recorder(url) {
      const current = recording;
      if (!current || !PUBLIC_PATH.test(url)) return undefined;
      return (answer) => {
        if (recording === current && Date.now() <= current.deadline) current.answers[url] = answer;
      };
    },
    take(url, language) {
      served ??= { answers: load() ?? {}, until: Date.now() + SERVED_ANSWERS_MS };
      // Long after the page arrived: the API answers, and what is left goes.
      if (Date.now() > served.until) served.answers = {};
      const answer = served.answers[url];
      if (!answer) return undefined;
      delete served.answers[url];
      // Asked in another language (the visitor's choice differs from the page's): the API answers.
      return answer.language === language ? { data: answer.data } : undefined;
    },
  };
}

const ServedAnswerMapSchema = v.record(
  v.string(),
  v.object({ language: v.nullable(v.string()), data: v.unknown() }),
);

/** The answers the served document carries, if it carries any (read once, by the portal's client). */
export function answersInDocument(): ServedAnswerMap | undefined {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(SERVED_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(ServedAnswerMapSchema, JSON.parse(text));
    return parsed.success ? (parsed.output as ServedAnswerMap) : undefined;
  } catch {
    return undefined;
  }
}
