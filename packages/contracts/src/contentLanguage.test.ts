import * as v from 'valibot';
import { inLanguage } from './contentLanguage';
import { contentOf, SpecialEventSchema, TopupPageContentSchema } from './contentSettings';
import type { MetadataGroups } from './metadata';

const topup = {
  headline: 'Buy Gold for your games.',
  notices: ['Bonus Gold expires.'],
  translations: { th: { headline: 'ซื้อ Gold สำหรับเกมของคุณ' } },
};

describe('operator content in the reader’s language', () => {
  it('overlays the language’s fields on the English, field by field', () => {
    expect(inLanguage(topup, 'th')).toMatchObject({
      headline: 'ซื้อ Gold สำหรับเกมของคุณ',
      notices: ['Bonus Gold expires.'],
    });
    expect(inLanguage(topup, 'vn').headline).toBe('Buy Gold for your games.');
    expect(inLanguage(topup, 'en').headline).toBe('Buy Gold for your games.');
  });

  it('checks translations like the English: known languages, the same limits', () => {
    expect(v.safeParse(TopupPageContentSchema, topup).success).toBe(true);
    const unknownLanguage = { ...topup, translations: { fr: { headline: 'Achetez' } } };
    expect(v.safeParse(TopupPageContentSchema, unknownLanguage).success).toBe(false);
    const tooLong = { ...topup, translations: { id: { headline: 'x'.repeat(81) } } };
    expect(v.safeParse(TopupPageContentSchema, tooLong).success).toBe(false);
  });

  it('is how contentOf gives events, the top-up page, the flag and a game’s facts', () => {
    const event = {
      id: 'launch',
      title: 'Launch week',
      placements: ['home'],
      startAt: 1,
      endAt: 2,
      translations: { vn: { title: 'Tuần ra mắt' } },
    };
    expect(v.safeParse(SpecialEventSchema, event).success).toBe(true);
    const record = (group: string, key: string, value: unknown) => ({
      group,
      key,
      version: 1,
      value: JSON.stringify(value),
    });
    const groups = {
      SPECIAL_EVENTS: [record('SPECIAL_EVENTS', 'special_events', [event])],
      TOPUP_PAGE: [record('TOPUP_PAGE', 'topup_page', topup)],
    } as unknown as MetadataGroups;
    expect(contentOf(groups, 'vn').specialEvents()[0]?.title).toBe('Tuần ra mắt');
    expect(contentOf(groups).specialEvents()[0]?.title).toBe('Launch week');
    expect(contentOf(groups, 'th').topupPage()?.headline).toBe('ซื้อ Gold สำหรับเกมของคุณ');
  });
});
