import {
  errorCodes,
  FeaturedCampaignSchema,
  MaintenanceSettingSchema,
  MetadataGroupsSchema,
  MetadataRecordSchema,
  parseMetadataValue,
  ShowAdjustmentQuestSchema,
  VipBenefitsSchema,
} from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { createMetadataRepository } from './repository';
import { createMetadataService, MetadataValueError } from './service';

describe.each(databaseTargets)('metadata API on $name', (target) => {
  const api = useTestApi(target);
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  describe('GET /api/public/metadata?groups=COMMON,VIP_BENEFITS', () => {
    it('answers the records by group', async () => {
      const groups = expectSuccess(
        await get('/api/public/metadata?groups=COMMON,VIP_BENEFITS'),
        MetadataGroupsSchema,
      );
      expect(Object.keys(groups).sort()).toEqual(['COMMON', 'VIP_BENEFITS']);
      expect(groups.COMMON?.map((record) => record.key).sort()).toEqual([
        'featuredCampaign',
        'showAdjustmentQuest',
        'social_links',
      ]);
      expect(groups.VIP_BENEFITS?.map((record) => record.key).sort()).toEqual(['vip_gold', 'vip_silver']);
      for (const record of groups.VIP_BENEFITS ?? []) {
        expect(parseMetadataValue(VipBenefitsSchema, record.value)).not.toBeNull();
      }
    });

    it("seeds showAdjustmentQuest inactive, with isActive as the string 'false'", async () => {
      const groups = expectSuccess(await get('/api/public/metadata?groups=COMMON'), MetadataGroupsSchema);
      const record = groups.COMMON?.find(({ key }) => key === 'showAdjustmentQuest');
      const adjustment = parseMetadataValue(ShowAdjustmentQuestSchema, record?.value ?? '');
      expect(adjustment).toMatchObject({ isActive: 'false', applyOnGame: 'ash_echoes,crazy_ones' });
    });

    it('features the Ash Echoes campaign on the publisher pages until an operator picks another', async () => {
      const record = expectSuccess(await get('/api/public/metadata/featuredCampaign'), MetadataRecordSchema);
      expect(parseMetadataValue(FeaturedCampaignSchema, record.value)).toEqual({ gameCode: 'ash_echoes' });
    });

    it('lists every requested group, an empty one too', async () => {
      const metadata = createMetadataService(createMetadataRepository(api.db));
      const seeded = await metadata.get('TOPUP_PAGE', 'topup_page');
      await metadata.remove('TOPUP_PAGE', 'topup_page');
      try {
        expect(
          expectSuccess(await get('/api/public/metadata?groups=TOPUP_PAGE'), MetadataGroupsSchema),
        ).toEqual({ TOPUP_PAGE: [] });
      } finally {
        await metadata.set({ group: 'TOPUP_PAGE', key: 'topup_page', version: 1, value: seeded!.value });
      }
    });

    it('rejects a missing groups parameter, naming it', async () => {
      const [error] = expectFailure(await get('/api/public/metadata'), 400, errorCodes.validation);
      expect(error?.field).toBe('groups');
      expect(error?.message).toBe('Invalid query parameter "groups": groups is required');
    });

    it('rejects an unknown group, naming the parameter', async () => {
      const [error] = expectFailure(
        await get('/api/public/metadata?groups=COMMON,SECRETS'),
        400,
        errorCodes.validation,
      );
      expect(error?.field).toBe('groups');
      expect(error?.message).toContain('group must be one of COMMON, VIP_BENEFITS');
    });
  });

  describe('GET /api/public/metadata/:key', () => {
    it('answers the maintenance setting version 1 as JSON text', async () => {
      const record = expectSuccess(
        await get('/api/public/metadata/maintenance_setting?version=1'),
        MetadataRecordSchema,
      );
      expect(record).toMatchObject({ group: 'MAINTENANCE', key: 'maintenance_setting', version: 1 });
      expect(parseMetadataValue(MaintenanceSettingSchema, record.value)).toEqual({
        isActive: false,
        ipWhitelist: [],
      });
    });

    it('answers METADATA_NOT_FOUND for an unknown key or version', async () => {
      const [unknownKey] = expectFailure(
        await get('/api/public/metadata/nothing_here'),
        404,
        errorCodes.metadataNotFound,
      );
      expect(unknownKey?.message).toBe('Metadata "nothing_here" not found');
      const [unknownVersion] = expectFailure(
        await get('/api/public/metadata/maintenance_setting?version=9'),
        404,
        errorCodes.metadataNotFound,
      );
      expect(unknownVersion?.message).toBe('Metadata "maintenance_setting" version 9 not found');
    });

    it('rejects a version that is not a positive integer, naming it', async () => {
      const [error] = expectFailure(
        await get('/api/public/metadata/maintenance_setting?version=latest'),
        400,
        errorCodes.validation,
      );
      expect(error).toMatchObject({
        field: 'version',
        message: 'Invalid query parameter "version": version must be a positive integer',
      });
    });

    it('rejects a malformed key, naming it', async () => {
      const [error] = expectFailure(await get('/api/public/metadata/bad%20key!'), 400, errorCodes.validation);
      expect(error?.field).toBe('key');
    });

    it('serves the latest version unless one is asked for', async () => {
      const metadata = createMetadataService(createMetadataRepository(api.db));
      await metadata.set({ group: 'COMMON', key: 'banner_text', version: 1, value: '"first"' });
      await metadata.set({ group: 'COMMON', key: 'banner_text', version: 2, value: '"second"' });
      expect(expectSuccess(await get('/api/public/metadata/banner_text'), MetadataRecordSchema).value).toBe(
        'second',
      );
      expect(
        expectSuccess(await get('/api/public/metadata/banner_text?version=1'), MetadataRecordSchema).value,
      ).toBe('first');
      const groups = expectSuccess(await get('/api/public/metadata?groups=COMMON'), MetadataGroupsSchema);
      expect(groups.COMMON?.find((record) => record.key === 'banner_text')).toMatchObject({
        version: 2,
        value: 'second',
      });
    });
  });

  describe('metadata service set', () => {
    it('checks known values against their contract', async () => {
      const metadata = createMetadataService(createMetadataRepository(api.db));
      await expect(
        metadata.set({
          group: 'MAINTENANCE',
          key: 'maintenance_setting',
          version: 1,
          value: '{"isActive":"yes","ipWhitelist":[]}',
        }),
      ).rejects.toThrow(
        new MetadataValueError('Invalid "maintenance_setting" value at isActive: isActive must be a boolean'),
      );
      await expect(metadata.set({ group: 'COMMON', key: 'x', version: 1, value: '{oops' })).rejects.toThrow(
        /not valid JSON/,
      );
    });

    it('keeps a key in the group it was created in', async () => {
      const metadata = createMetadataService(createMetadataRepository(api.db));
      await expect(
        metadata.set({
          group: 'COMMON',
          key: 'maintenance_setting',
          version: 1,
          value: '{"isActive":false,"ipWhitelist":[]}',
        }),
      ).rejects.toThrow('Key "maintenance_setting" belongs to group MAINTENANCE, not COMMON');
    });
  });
});
