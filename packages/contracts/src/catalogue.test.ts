import * as v from 'valibot';
import { AccessTraceHeadersSchema, AccessTraceSchema } from './accessTrace';
import { containsLetter, hasInvalidUsernameCharacter, PHONE_PATTERN } from './common';
import { envelope } from './envelope';
import { ErrorEnvelopeSchema } from './responses';
import { GameCodeSchema, GameSchema, GamesQuerySchema } from './game';
import { JOB_DISPLAY_NAMES, toJobType } from './job';
import { LANGUAGE_OPTIONS } from './language';
import { ORDER_STATUSES, TopupTransactionSchema } from './order';
import { VIP_LEVELS } from './vip';
import { GoldExpirationEntrySchema } from './wallet';

describe('jobs', () => {
  it('falls back to wanderer for an unknown type', () => {
    expect(toJobType('hunter')).toBe('hunter');
    expect(toJobType('paladin')).toBe('wanderer');
    expect(JOB_DISPLAY_NAMES.battle_master).toBe('BATTLE MASTER');
  });
});

describe('games', () => {
  const game = {
    gameCode: 'ash_echoes',
    name: 'Ash Echoes',
    status: 'pre_register',
    createdAt: 1700000000,
    content: { thumbnailHomepage: '/a.svg', thumbnailBanner: '/a.svg' },
    gamePlatforms: [{ code: 'pc' }],
  };

  it('accepts a catalogue game and rejects an unknown status', () => {
    expect(v.is(GameSchema, game)).toBe(true);
    expect(v.is(GameSchema, { ...game, status: 'alpha' })).toBe(false);
    expect(v.is(GamesQuerySchema, { status: 'beta' })).toBe(true);
  });

  it('accepts slug game codes only', () => {
    expect(v.is(GameCodeSchema, 'crazy_ones')).toBe(true);
    expect(v.is(GameCodeSchema, 'Crazy Ones')).toBe(false);
    expect(v.is(GameCodeSchema, '../etc')).toBe(false);
  });
});

describe('wallet and orders', () => {
  it('keeps the order status values of 001 §4', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'paid',
      'delivered',
      'expired',
      'failed',
      'canceled',
      'awaiting_delivery',
    ]);
    const tx = { id: 'T-1', status: 'awaiting_delivery', goldAmount: 500, createdAt: 1, expireAt: 2 };
    expect(v.is(TopupTransactionSchema, tx)).toBe(true);
    expect(v.is(TopupTransactionSchema, { ...tx, status: 'cancelled' })).toBe(false);
  });

  it('allows gold that never expires', () => {
    expect(v.is(GoldExpirationEntrySchema, { type: 'gold', amount: 0, expireAt: null })).toBe(true);
    expect(v.is(GoldExpirationEntrySchema, { type: 'bound_gold', amount: -1, expireAt: 1 })).toBe(false);
  });

  it('names the VIP levels', () => {
    expect(VIP_LEVELS).toEqual({ none: 0, silver: 1, gold: 2 });
  });
});

describe('language options', () => {
  it("offers 'EN - English' and 'VN - Vietnamese', then Thai and Indonesian", () => {
    expect(LANGUAGE_OPTIONS.map((option) => [option.languageCode, option.name])).toEqual([
      ['en', 'EN - English'],
      ['vn', 'VN - Vietnamese'],
      ['th', 'TH - Thai'],
      ['id', 'ID - Indonesian'],
    ]);
  });
});

describe('access trace', () => {
  it('accepts a region code and a webview flag', () => {
    expect(v.is(AccessTraceSchema, { regionCode: 'VN', isWebview: false })).toBe(true);
    expect(v.is(AccessTraceSchema, { regionCode: 'vn', isWebview: false })).toBe(false);
  });

  it("rejects an x-webview other than '0' or '1' and keeps other headers", () => {
    expect(v.is(AccessTraceHeadersSchema, { 'x-webview': 'yes' })).toBe(false);
    expect(v.parse(AccessTraceHeadersSchema, { 'x-webview': '1', host: 'portal' })).toEqual({
      'x-webview': '1',
      host: 'portal',
    });
  });
});

describe('shared helpers', () => {
  it('checks phones of 10 to 15 characters', () => {
    expect(PHONE_PATTERN.test('+6281234567')).toBe(true);
    expect(PHONE_PATTERN.test('12345678')).toBe(false);
    expect(PHONE_PATTERN.test('+1234567890123456')).toBe(false);
  });

  it('flags usernames with disallowed characters and finds letters', () => {
    expect(hasInvalidUsernameCharacter('nova_01.x-y')).toBe(false);
    expect(hasInvalidUsernameCharacter('nova!')).toBe(true);
    expect(containsLetter('123a')).toBe(true);
    expect(containsLetter('123')).toBe(false);
  });
});

describe('envelope', () => {
  it('accepts both halves and rejects a mixed answer', () => {
    const schema = envelope(v.number());
    expect(v.is(schema, { success: true, data: 1 })).toBe(true);
    expect(v.is(schema, { success: false, errors: [{ code: 'NOT_FOUND', message: 'x' }] })).toBe(true);
    expect(v.is(schema, { success: true, errors: [] })).toBe(false);
    expect(v.is(ErrorEnvelopeSchema, { success: false, errors: [{ code: 1 }] })).toBe(false);
  });
});
