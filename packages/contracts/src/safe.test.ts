import * as v from 'valibot';
import { FeedbackPayloadSchema } from './feedback';
import { GachaDrawPayloadSchema } from './gacha';
import { LoginPayloadSchema } from './auth';
import { UnixSecondsSchema } from './common';
import { UserConfigurationUpdateSchema } from './userConfiguration';
import { boundedInteger, jsonObject, safeString, safeText, UNIX_SECONDS_MAX } from './safe';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('safe inputs', () => {
  it('refuse NUL and the other C0 controls in a line, and lone surrogates', () => {
    const line = safeString(20);
    expect(ok(line, 'plain text')).toBe(true);
    for (const bad of [
      'a\u0000b',
      'a\u0001',
      '\u001b[31m',
      'tab\there',
      'new\nline',
      'del\u007f',
      '\ud800',
    ]) {
      expect(ok(line, bad)).toBe(false);
    }
  });

  it('let multi-line text keep tab and line breaks, nothing else', () => {
    const text = safeText(50);
    expect(ok(text, 'line one\n\tline two\r\n')).toBe(true);
    expect(ok(text, 'bell\u0007')).toBe(false);
    expect(ok(text, 'nul\u0000')).toBe(false);
  });

  it('bound lengths and numbers', () => {
    expect(ok(safeString(3), 'abcd')).toBe(false);
    const count = boundedInteger(1, 10);
    expect([0, 1, 10, 11, 1.5, Number.NaN, Infinity].map((value) => ok(count, value))).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keep unix seconds between the epoch and 2100', () => {
    expect(ok(UnixSecondsSchema, 1_700_000_000)).toBe(true);
    expect(ok(UnixSecondsSchema, UNIX_SECONDS_MAX + 1)).toBe(false);
    expect(ok(UnixSecondsSchema, 1e300)).toBe(false);
    expect(ok(UserConfigurationUpdateSchema, { showPopupAdjustQuestAt: 9_999_999_999_999 })).toBe(false);
  });

  it('refuse an array where an object is expected, at the top and nested', () => {
    expect(ok(jsonObject({}), {})).toBe(true);
    expect(ok(jsonObject({}), [])).toBe(false);
    expect(ok(GachaDrawPayloadSchema, [])).toBe(false);
    expect(ok(GachaDrawPayloadSchema, {})).toBe(true);
    expect(ok(FeedbackPayloadSchema, { userId: null, type: 'feedback', value: [] })).toBe(false);
  });

  it('keep refusing arrays when picked, and validate only the picked entries', () => {
    const full = jsonObject({ a: v.literal(true), b: v.string() });
    const picked = v.pick(full, ['a']);
    expect(ok(picked, { a: true })).toBe(true);
    expect(ok(picked, { a: false })).toBe(false);
    expect(ok(picked, [])).toBe(false);
    expect(ok(v.partial(full), {})).toBe(true);
  });

  it('apply to the sign-in payload: a NUL in the email or password is a validation error', () => {
    expect(ok(LoginPayloadSchema, { email: 'a@b.co', password: 'cGFzcw' })).toBe(true);
    expect(ok(LoginPayloadSchema, { email: 'a\u0000@b.co', password: 'cGFzcw' })).toBe(false);
    expect(ok(LoginPayloadSchema, { email: 'a@b.co', password: 'cGF\u0000zcw' })).toBe(false);
    expect(ok(LoginPayloadSchema, { email: 'a@b.co', password: 'x', referrer: 'r'.repeat(5000) })).toBe(
      false,
    );
  });
});
