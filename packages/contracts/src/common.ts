import * as v from 'valibot';
import { messages } from './messages';
import { isSafeLine, UNIX_SECONDS_MAX } from './safe';

/** A point in time on the wire: whole seconds since the Unix epoch (spec 000 §3). */
export const UnixSecondsSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(UNIX_SECONDS_MAX, 'must be a time before 2100 in unix seconds'),
);
export type UnixSeconds = v.InferOutput<typeof UnixSecondsSchema>;

/** A count of gold, points or experience: money is an integer, never a float. */
export const AmountSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(Number.MAX_SAFE_INTEGER),
);

/** The numeric account ID (it doubles as the raffle lottery number, 001 §3). */
export const UserIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
export type UserId = v.InferOutput<typeof UserIdSchema>;

/** Same rule as the shared email helper: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, valid email address with the catalogue messages. */
export const EmailSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(254, messages.email),
  v.regex(EMAIL_PATTERN, messages.email),
  v.check(isSafeLine, messages.email),
);

/** Phone helper of 000 §5: optional plus or digit, then 9 to 14 digits. */
export const PHONE_PATTERN = /^[+\d]\d{9,14}$/;

/** Username helper of 000 §5: true when the value contains a disallowed character. */
export const hasInvalidUsernameCharacter = (value: string): boolean => /[^A-Za-z0-9_.-]/.test(value);

/** Contains-a-letter helper of 000 §5. */
export const containsLetter = (value: string): boolean => /[A-Za-z]/.test(value);
