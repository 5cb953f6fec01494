import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Safe inputs: every string the API accepts is bounded and free of control characters,
// every number is bounded, and a body that should be an object is one. A NUL byte reaching the
// database driver is a 500, an unbounded number an overflow, `[]` for `{}` a request nobody meant.
// ---------------------------------------------------------------------------------------------

/** C0 controls and DEL: never in a single-line value. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same, except tab, line feed and carriage return, which multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS_OF_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Lone UTF-16 surrogates cannot be stored as UTF-8. */
const isWellFormed = (value: string) => !/\p{Cs}/u.test(value);

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** True when a single-line value holds no control character (and no lone surrogate). */
export const isSafeLine = (value: string): boolean => !CONTROL_CHARACTERS.test(value) && isWellFormed(value);
/** True when multi-line text holds no control character but tab and line breaks. */
export const isSafeText = (value: string): boolean =>
  !CONTROL_CHARACTERS_OF_TEXT.test(value) && isWellFormed(value);

/** The longest single-line value any route accepts unless it says less. */
export const SAFE_STRING_MAX_LENGTH = 2048;

/** A single-line string: at most `maxLength` characters, no control characters. */
export function safeString(maxLength = SAFE_STRING_MAX_LENGTH, message?: string) {
  return v.pipe(
    v.string(message),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
    v.check(isSafeLine, CONTROL_CHARACTER_MESSAGE),
  );
}

/** Multi-line text (a description): tab and line breaks allowed, other control characters not. */
export function safeText(maxLength: number, message?: string) {
  return v.pipe(
    v.string(message),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
    v.check(isSafeText, CONTROL_CHARACTER_MESSAGE),
  );
}

/** A whole number within [min, max]. */
export function boundedInteger(min: number, max: number, message?: string) {
  return v.pipe(
    v.number(message),
    v.integer(message ?? 'must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

/** Unix seconds on the wire are between the epoch and 2100-01-01: anything else is a mistake or a probe. */
export const UNIX_SECONDS_MAX = 4_102_444_800;

/**
 * `v.object`, except that an array is refused: valibot's object schema accepts `[]` (an array is an
 * object to JavaScript) and reads its missing keys as undefined. Documented like the object schema.
 */
export function jsonObject<const TEntries extends v.ObjectEntries>(entries: TEntries, message?: string) {
  const schema = v.object(entries, message);
  const strict: typeof schema = {
    ...schema,
    '~run'(dataset, config) {
      if (Array.isArray(dataset.value)) {
        v._addIssue(this, 'type', dataset, config, { received: '"Array"' });
        return dataset as unknown as ReturnType<(typeof schema)['~run']>;
      }
      // `this`, not `schema`: pick/omit/partial copy the schema with other entries and keep this run.
      return schema['~run'].call(this, dataset, config);
    },
    get '~standard'() {
      return {
        version: 1 as const,
        vendor: 'valibot' as const,
        validate: (value: unknown) => {
          const result = v.safeParse(strict, value);
          return result.success ? { value: result.output } : { issues: result.issues };
        },
      } as (typeof schema)['~standard'];
    },
  };
  return strict;
}
