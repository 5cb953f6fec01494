import * as v from 'valibot';
import {
  ChatWidgetConfigSchema,
  FEEDBACK_PAGES,
  FeedbackFormSchema,
  FeedbackListQuerySchema,
  FeedbackPayloadSchema,
} from './feedback';
import { messages } from './messages';

const payload = {
  userId: null,
  type: 'user_feedback',
  value: { page: 'homepage', description: 'Love it', email: 'guest@example.com', isLogin: false },
};

describe('feedback payload', () => {
  it('lists the ten pages of the enumeration', () => {
    expect(FEEDBACK_PAGES).toEqual([
      'homepage',
      'reward',
      'games_discovery',
      'pre_register_game',
      'beta_games',
      'released_game',
      'registration',
      'login',
      'friends',
      'other',
    ]);
  });

  it('accepts a visitor payload and a signed-in payload without email', () => {
    expect(v.is(FeedbackPayloadSchema, payload)).toBe(true);
    expect(
      v.is(FeedbackPayloadSchema, {
        ...payload,
        userId: 42,
        value: { page: 'other', description: 'x', isLogin: true },
      }),
    ).toBe(true);
  });

  it('accepts an empty optional email', () => {
    expect(v.is(FeedbackPayloadSchema, { ...payload, value: { ...payload.value, email: '' } })).toBe(true);
  });

  it('rejects an unknown page', () => {
    expect(v.is(FeedbackPayloadSchema, { ...payload, value: { ...payload.value, page: 'shop' } })).toBe(
      false,
    );
  });

  it("says 'Max 500 characters' above 500 characters and accepts exactly 500", () => {
    const tooLong = v.safeParse(FeedbackPayloadSchema, {
      ...payload,
      value: { ...payload.value, description: 'a'.repeat(501) },
    });
    expect(tooLong.issues?.[0]?.message).toBe(messages.maxLength500);
    expect(
      v.is(FeedbackPayloadSchema, { ...payload, value: { ...payload.value, description: 'a'.repeat(500) } }),
    ).toBe(true);
  });

  it('requires a description and a valid optional email', () => {
    const empty = v.safeParse(FeedbackPayloadSchema, {
      ...payload,
      value: { ...payload.value, description: '  ' },
    });
    expect(empty.issues?.[0]?.message).toBe(messages.required);
    const badEmail = v.safeParse(FeedbackPayloadSchema, {
      ...payload,
      value: { ...payload.value, email: 'guest@' },
    });
    expect(badEmail.issues?.[0]?.message).toBe(messages.email);
  });
});

describe('feedback form', () => {
  it('needs a text and takes an optional, valid email (000 §5 shared messages)', () => {
    expect(v.is(FeedbackFormSchema, { description: 'Nice' })).toBe(true);
    expect(v.is(FeedbackFormSchema, { description: 'Nice', email: '' })).toBe(true);
    expect(v.safeParse(FeedbackFormSchema, { description: '' }).issues?.[0]?.message).toBe(messages.required);
    expect(v.safeParse(FeedbackFormSchema, { description: 'a'.repeat(501) }).issues?.[0]?.message).toBe(
      messages.maxLength500,
    );
    expect(v.safeParse(FeedbackFormSchema, { description: 'x', email: 'a b@c.d' }).issues?.[0]?.message).toBe(
      messages.email,
    );
  });
});

describe('admin feedback list query', () => {
  it('reads since and limit from the query string, 100 by default', () => {
    expect(v.parse(FeedbackListQuerySchema, {})).toEqual({ limit: 100 });
    expect(v.parse(FeedbackListQuerySchema, { since: '1700000000', limit: '5' })).toEqual({
      since: 1700000000,
      limit: 5,
    });
  });

  it.each([{ limit: '0' }, { limit: '501' }, { limit: 'ten' }, { since: '-1' }])('refuses %j', (query) => {
    expect(v.is(FeedbackListQuerySchema, query)).toBe(false);
  });
});

describe('chat widget settings', () => {
  it('takes a URL or null and the allowed origins', () => {
    expect(
      v.is(ChatWidgetConfigSchema, {
        url: 'https://chat.example/w',
        allowedOrigins: ['https://chat.example'],
      }),
    ).toBe(true);
    expect(v.is(ChatWidgetConfigSchema, { url: null, allowedOrigins: [] })).toBe(true);
    expect(v.is(ChatWidgetConfigSchema, { url: 'not a url', allowedOrigins: [] })).toBe(false);
  });
});
