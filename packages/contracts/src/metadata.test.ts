import * as v from 'valibot';
import {
  isAdjustmentShownFor,
  MaintenanceSettingSchema,
  MetadataDetailQuerySchema,
  MetadataGroupsQuerySchema,
  MetadataRecordSchema,
  parseMetadataValue,
  settingsList,
  ShowAdjustmentQuestSchema,
  type ShowAdjustmentQuest,
} from './metadata';

const adjustment: ShowAdjustmentQuest = {
  isActive: 'true',
  applyOnGame: 'ash_echoes, crazy_ones',
  type: 'shutdown-ash_echoes-point',
  endAt: 1767225600,
  bannerImage: '/banner.png',
  bannerPopup: '/popup.png',
};

describe('COMMON showAdjustmentQuest', () => {
  it("accepts isActive as the string 'true' and rejects a boolean", () => {
    expect(v.is(ShowAdjustmentQuestSchema, adjustment)).toBe(true);
    expect(v.is(ShowAdjustmentQuestSchema, { ...adjustment, isActive: true })).toBe(false);
  });

  it('is shown only when active and the game is in applyOnGame', () => {
    expect(isAdjustmentShownFor(adjustment, 'crazy_ones')).toBe(true);
    expect(isAdjustmentShownFor(adjustment, 'moonlight_saga')).toBe(false);
    expect(isAdjustmentShownFor({ ...adjustment, isActive: 'false' }, 'ash_echoes')).toBe(false);
  });
});

describe('maintenance setting', () => {
  it('parses the JSON value of version 1', () => {
    expect(
      parseMetadataValue(MaintenanceSettingSchema, '{"isActive":true,"ipWhitelist":["10.0.0.1"]}'),
    ).toEqual({
      isActive: true,
      ipWhitelist: ['10.0.0.1'],
    });
  });

  it('returns null for a value that is not JSON or has the wrong shape', () => {
    expect(parseMetadataValue(MaintenanceSettingSchema, 'not json')).toBeNull();
    expect(parseMetadataValue(MaintenanceSettingSchema, '{"isActive":"yes","ipWhitelist":[]}')).toBeNull();
  });
});

describe('metadata route shapes', () => {
  it('splits the groups query into known groups', () => {
    expect(v.parse(MetadataGroupsQuerySchema, { groups: 'COMMON, VIP_BENEFITS' })).toEqual({
      groups: ['COMMON', 'VIP_BENEFITS'],
    });
  });

  it('rejects an unknown group or an empty list', () => {
    expect(v.safeParse(MetadataGroupsQuerySchema, { groups: 'COMMON,SECRETS' }).issues?.[0]?.message).toMatch(
      /^group must be one of COMMON, VIP_BENEFITS/,
    );
    expect(v.is(MetadataGroupsQuerySchema, { groups: ' , ' })).toBe(false);
    expect(v.is(MetadataGroupsQuerySchema, {})).toBe(false);
  });

  it('reads version as a positive integer', () => {
    expect(v.parse(MetadataDetailQuerySchema, { version: '1' })).toEqual({ version: 1 });
    expect(v.parse(MetadataDetailQuerySchema, {})).toEqual({});
    expect(v.is(MetadataDetailQuerySchema, { version: '0' })).toBe(false);
    expect(v.is(MetadataDetailQuerySchema, { version: 'latest' })).toBe(false);
  });

  it('checks a record', () => {
    const record = {
      group: 'COMMON',
      key: 'showAdjustmentQuest',
      version: 1,
      value: '{}',
      updatedAt: 1700000000,
    };
    expect(v.is(MetadataRecordSchema, record)).toBe(true);
    expect(v.is(MetadataRecordSchema, { ...record, group: 'common' })).toBe(false);
  });
});

describe('settings entry helper (001 §3)', () => {
  const entries = [
    { key: 'discounts', value: '[{"packageCode":"gold_1000","percent":10},{"packageCode":7}]' },
    { key: 'checkoutWhitelist', value: '' },
    { key: 'specialEvents', value: 'not json' },
    { key: 'regions', value: '{"vn":true}' },
  ];
  const Discount = v.object({ packageCode: v.string(), percent: v.number() });

  it("reads a type's value as a list, leaving out an item that does not match", () => {
    expect(settingsList(entries, 'discounts', Discount)).toEqual([{ packageCode: 'gold_1000', percent: 10 }]);
  });

  it.each([
    ['missing', 'topupPage'],
    ['empty', 'checkoutWhitelist'],
    ['not JSON', 'specialEvents'],
    ['not a list', 'regions'],
  ])('is an empty list when the entry is %s', (_, type) => {
    expect(settingsList(entries, type, v.unknown())).toEqual([]);
  });
});
