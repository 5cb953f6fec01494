import {
  ADJUSTMENT_TYPE_LAUNCH_VIP,
  apiRoutes,
  FEATURED_CAMPAIGN_KEY,
  MAINTENANCE_SETTING_KEY,
  MAINTENANCE_SETTING_VERSION,
  SHOW_ADJUSTMENT_QUEST_KEY,
  type FeaturedCampaign,
  type MaintenanceSetting,
  type ShowAdjustmentQuest,
  type VipBenefits,
} from '@portal/contracts';
import type { MetadataRepository, MetadataWrite } from './repository';

const showAdjustmentQuest: ShowAdjustmentQuest = {
  isActive: 'false',
  applyOnGame: 'ash_echoes,crazy_ones',
  type: ADJUSTMENT_TYPE_LAUNCH_VIP,
  endAt: 1798761600, // 2027-01-01T00:00:00Z
  bannerImage: apiRoutes.gameThumbnail('ash_echoes'),
  bannerPopup: apiRoutes.gameThumbnail('ash_echoes'),
};

const featuredCampaign: FeaturedCampaign = { gameCode: 'ash_echoes' };

const maintenance: MaintenanceSetting = { isActive: false, ipWhitelist: [] };

const silver: VipBenefits = {
  level: 1,
  name: 'VIP Silver',
  benefits: ['Monthly silver gacha tickets', 'Silver avatar frame', 'Bound Gold usable with Gold'],
  translations: {
    vn: ['Vé gacha bạc hằng tháng', 'Khung ảnh đại diện bạc', 'Gold (Khóa) dùng cùng với Gold'],
  },
};
const gold: VipBenefits = {
  level: 2,
  name: 'VIP Gold',
  benefits: [
    'Monthly gold gacha tickets',
    'Gold avatar frame',
    'Priority support',
    'Bound Gold usable with Gold',
  ],
  translations: {
    vn: [
      'Vé gacha vàng hằng tháng',
      'Khung ảnh đại diện vàng',
      'Hỗ trợ ưu tiên',
      'Gold (Khóa) dùng cùng với Gold',
    ],
  },
};

export const DEMO_METADATA: readonly MetadataWrite[] = [
  { group: 'COMMON', key: SHOW_ADJUSTMENT_QUEST_KEY, version: 1, value: JSON.stringify(showAdjustmentQuest) },
  { group: 'COMMON', key: FEATURED_CAMPAIGN_KEY, version: 1, value: JSON.stringify(featuredCampaign) },
  { group: 'VIP_BENEFITS', key: 'vip_silver', version: 1, value: JSON.stringify(silver) },
  { group: 'VIP_BENEFITS', key: 'vip_gold', version: 1, value: JSON.stringify(gold) },
  {
    group: 'MAINTENANCE',
    key: MAINTENANCE_SETTING_KEY,
    version: MAINTENANCE_SETTING_VERSION,
    value: JSON.stringify(maintenance),
  },
];

/** Adds missing demo records; existing ones (maybe edited by an operator) are left alone. */
export async function seedDemoMetadata(repository: MetadataRepository): Promise<number> {
  let inserted = 0;
  for (const record of DEMO_METADATA) if (await repository.insertIfMissing(record)) inserted += 1;
  return inserted;
}
