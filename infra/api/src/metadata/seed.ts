import {
  ADJUSTMENT_TYPE_LAUNCH_VIP,
  CONTENT_KEYS,
  OFFICIAL_GROUP,
  type CheckoutRule,
  type Discount,
  type GameAssets,
  type MaintenanceFlag,
  type OfficialGameData,
  type SpecialEvent,
  type TopupPageContent,
  type WebviewAssets,
  apiRoutes,
  FEATURED_CAMPAIGN_KEY,
  MAINTENANCE_SETTING_KEY,
  MAINTENANCE_SETTING_VERSION,
  SHOW_ADJUSTMENT_QUEST_KEY,
  type FeaturedCampaign,
  type MaintenanceSetting,
  type ShowAdjustmentQuest,
  type SocialLink,
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
    th: ['ตั๋วกาชาเงินรายเดือน', 'กรอบรูปโปรไฟล์สีเงิน', 'ใช้ Gold (ผูกมัด) ร่วมกับ Gold ได้'],
    id: ['Tiket gacha perak bulanan', 'Bingkai avatar perak', 'Gold Terikat dapat dipakai bersama Gold'],
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
    th: ['ตั๋วกาชาทองรายเดือน', 'กรอบรูปโปรไฟล์สีทอง', 'ฝ่ายบริการลูกค้าแบบเร่งด่วน', 'ใช้ Gold (ผูกมัด) ร่วมกับ Gold ได้'],
    id: [
      'Tiket gacha emas bulanan',
      'Bingkai avatar emas',
      'Dukungan prioritas',
      'Gold Terikat dapat dipakai bersama Gold',
    ],
  },
};

/**
 * Each demo game's description in the other languages (the catalogue's is the English), as an
 * operator would give it in the game's official data.
 */
const DESCRIPTIONS: Record<string, Record<'vn' | 'th' | 'id', string>> = {
  ash_echoes: {
    vn: 'Game nhập vai hành động về các Echomancer và các phe phái. Đăng ký trước để nhận mã quà tặng.',
    th: 'เกมแอ็กชัน RPG ของเหล่า Echomancer และฝ่ายต่าง ๆ ลงทะเบียนล่วงหน้าเพื่อรับโค้ดรางวัล',
    id: 'Game RPG aksi tentang para Echomancer dan faksi-faksinya. Pra-registrasi untuk mendapatkan kode hadiah.',
  },
  crazy_ones: {
    vn: 'Game cốt truyện về bốn người hùng không ai ngờ tới.',
    th: 'เกมเนื้อเรื่องของฮีโร่สี่คนที่ไม่มีใครคาดคิด',
    id: 'Game cerita tentang empat pahlawan yang tak terduga.',
  },
  moonlight_saga: {
    vn: 'MMORPG giả tưởng với chiến tranh bang hội và các cuộc đột kích theo mùa.',
    th: 'เกม MMORPG แฟนตาซีที่มีสงครามกิลด์และการบุกดันเจี้ยนตามฤดูกาล',
    id: 'MMORPG fantasi dengan perang guild dan raid musiman.',
  },
  iron_vanguard: {
    vn: 'Chiến thuật robot theo đội với các mùa xếp hạng.',
    th: 'เกมวางแผนหุ่นยนต์แบบทีมพร้อมซีซันจัดอันดับ',
    id: 'Taktik mech berbasis regu dengan musim peringkat.',
  },
  pixel_kart_rush: {
    vn: 'Đua xe kart phong cách retro với các cúp hằng tuần.',
    th: 'เกมแข่งรถโกคาร์ตสไตล์เรโทรพร้อมถ้วยรางวัลประจำสัปดาห์',
    id: 'Balap kart retro dengan piala mingguan.',
  },
  starfall_tactics: {
    vn: 'Chiến thuật không gian theo lượt với việc xây dựng hạm đội.',
    th: 'เกมวางแผนอวกาศแบบผลัดกันเล่นพร้อมการสร้างกองยาน',
    id: 'Strategi luar angkasa berbasis giliran dengan membangun armada.',
  },
};
const describedIn = (gameCode: string, language: 'vn' | 'th' | 'id') => ({
  description: DESCRIPTIONS[gameCode]![language],
});

const DEMO_START = 1767225600; // 2026-01-01T00:00:00Z
const DEMO_END = 1924992000; // 2031-01-01T00:00:00Z
const thumbnail = apiRoutes.gameThumbnail;

/** Content operators control (see README "Content settings"): one real example of each kind. */
const content: Record<string, { group: MetadataWrite['group']; value: unknown }> = {
  [CONTENT_KEYS.discounts]: {
    group: 'DISCOUNTS',
    value: [
      {
        packageCode: 'gold_10000',
        // No label: the package shows "15% off" in the reader's language.
        percentOff: 15,
        startAt: DEMO_START,
        endAt: DEMO_END,
      },
    ] satisfies Discount[],
  },
  // Every region may use the test checkout: the whitelist is on, and lets everyone pay.
  [CONTENT_KEYS.checkoutWhitelist]: {
    group: 'CHECKOUT_WHITELIST',
    value: [{ regions: ['*'], paymentKinds: ['sandbox'] }] satisfies CheckoutRule[],
  },
  [CONTENT_KEYS.specialEvents]: {
    group: 'SPECIAL_EVENTS',
    value: [
      {
        id: 'ash-echoes-launch',
        title: 'Ash Echoes launch week',
        body: 'Pre-register now: milestone rewards unlock as the count grows.',
        translations: {
          vn: {
            title: 'Tuần ra mắt Ash Echoes',
            body: 'Đăng ký trước ngay: phần thưởng mốc mở khóa khi số lượt đăng ký tăng.',
          },
          th: {
            title: 'สัปดาห์เปิดตัว Ash Echoes',
            body: 'ลงทะเบียนล่วงหน้าเลย: รางวัลตามเป้าหมายจะปลดล็อกเมื่อยอดลงทะเบียนเพิ่มขึ้น',
          },
          id: {
            title: 'Pekan peluncuran Ash Echoes',
            body: 'Pra-registrasi sekarang: hadiah pencapaian terbuka seiring bertambahnya pendaftar.',
          },
        },
        image: thumbnail('ash_echoes'),
        link: '/games/ash_echoes',
        placements: ['home', 'hub', 'games'],
        startAt: DEMO_START,
        endAt: DEMO_END,
      },
    ] satisfies SpecialEvent[],
  },
  [CONTENT_KEYS.maintenanceFlag]: {
    group: 'MAINTENANCE_FLAG',
    value: {
      isActive: false,
      startAt: 1924905600, // 2030-12-31T00:00:00Z
      endAt: 1924912800,
      message: 'Top-ups and transfers pause for two hours.',
      translations: {
        vn: { message: 'Nạp và chuyển Gold tạm dừng trong hai giờ.' },
        th: { message: 'การเติมเงินและการโอนจะหยุดชั่วคราวสองชั่วโมง' },
        id: { message: 'Top up dan transfer berhenti sementara selama dua jam.' },
      },
    } satisfies MaintenanceFlag,
  },
  [CONTENT_KEYS.topupPage]: {
    group: 'TOPUP_PAGE',
    value: {
      headline: 'Buy Gold for your games. 100 Gold is worth $1.',
      notices: ['Bonus Gold (Bound) expires like any bound gold: check its date in your wallet.'],
      translations: {
        vn: {
          headline: 'Mua Gold cho trò chơi của bạn. 100 Gold trị giá $1.',
          notices: ['Gold thưởng (Khóa) hết hạn như mọi Gold khóa: xem ngày hết hạn trong ví của bạn.'],
        },
        th: {
          headline: 'ซื้อ Gold สำหรับเกมของคุณ 100 Gold มีมูลค่า $1',
          notices: ['Gold โบนัส (ผูกมัด) มีวันหมดอายุเหมือน Gold ผูกมัดทั่วไป: ดูวันที่ได้ในกระเป๋าเงินของคุณ'],
        },
        id: {
          headline: 'Beli Gold untuk game Anda. 100 Gold senilai $1.',
          notices: [
            'Gold Bonus (Terikat) kedaluwarsa seperti Gold terikat lainnya: cek tanggalnya di dompet Anda.',
          ],
        },
      },
      featuredPackageCode: 'gold_5000',
    } satisfies TopupPageContent,
  },
  [CONTENT_KEYS.webviewPortrait]: {
    group: 'WEBVIEW_ASSETS_PORTRAIT',
    value: { headerImage: thumbnail('ash_echoes'), backgroundColor: '#0B0D14' } satisfies WebviewAssets,
  },
  [CONTENT_KEYS.webviewLandscape]: {
    group: 'WEBVIEW_ASSETS_LANDSCAPE',
    value: { headerImage: thumbnail('crazy_ones'), backgroundColor: '#0B0D14' } satisfies WebviewAssets,
  },
  [CONTENT_KEYS.official('ash_echoes')]: {
    group: OFFICIAL_GROUP,
    value: {
      facts: [
        { label: 'Genre', value: 'Squad tactics RPG' },
        { label: 'Developer', value: 'Ember Forge Studio' },
        { label: 'Languages', value: 'English, Bahasa Indonesia, ไทย, Tiếng Việt' },
      ],
      links: [{ label: 'Official campaign site', url: '/games/official/ash_echoes' }],
      translations: {
        vn: {
          ...describedIn('ash_echoes', 'vn'),
          facts: [
            { label: 'Thể loại', value: 'Nhập vai chiến thuật đội hình' },
            { label: 'Nhà phát triển', value: 'Ember Forge Studio' },
            { label: 'Ngôn ngữ', value: 'English, Bahasa Indonesia, ไทย, Tiếng Việt' },
          ],
          links: [{ label: 'Trang chiến dịch chính thức', url: '/games/official/ash_echoes' }],
        },
        th: {
          ...describedIn('ash_echoes', 'th'),
          facts: [
            { label: 'ประเภท', value: 'เกม RPG วางแผนจัดทีม' },
            { label: 'ผู้พัฒนา', value: 'Ember Forge Studio' },
            { label: 'ภาษา', value: 'English, Bahasa Indonesia, ไทย, Tiếng Việt' },
          ],
          links: [{ label: 'เว็บไซต์แคมเปญทางการ', url: '/games/official/ash_echoes' }],
        },
        id: {
          ...describedIn('ash_echoes', 'id'),
          facts: [
            { label: 'Genre', value: 'RPG taktik regu' },
            { label: 'Pengembang', value: 'Ember Forge Studio' },
            { label: 'Bahasa', value: 'English, Bahasa Indonesia, ไทย, Tiếng Việt' },
          ],
          links: [{ label: 'Situs kampanye resmi', url: '/games/official/ash_echoes' }],
        },
      },
      stores: [
        { store: 'google_play', url: 'https://play.google.com/store/apps/details?id=com.example.ashechoes' },
        { store: 'app_store', url: 'https://apps.apple.com/app/id0000000001' },
      ],
    } satisfies OfficialGameData,
  },
  // The other games' official data: only their descriptions, in the other languages.
  ...Object.fromEntries(
    ['crazy_ones', 'moonlight_saga', 'iron_vanguard', 'pixel_kart_rush', 'starfall_tactics'].map(
      (gameCode) => [
        CONTENT_KEYS.official(gameCode),
        {
          group: OFFICIAL_GROUP,
          value: {
            translations: {
              vn: describedIn(gameCode, 'vn'),
              th: describedIn(gameCode, 'th'),
              id: describedIn(gameCode, 'id'),
            },
          } satisfies Partial<OfficialGameData>,
        },
      ],
    ),
  ),
  [CONTENT_KEYS.assets('ash_echoes')]: {
    group: 'ASH_ECHOES_ASSETS',
    value: { keyArt: thumbnail('ash_echoes'), icon: thumbnail('ash_echoes') } satisfies GameAssets,
  },
  [CONTENT_KEYS.socialLinks]: {
    group: 'COMMON',
    value: [
      { network: 'discord', url: 'https://discord.gg/playerportal' },
      { network: 'facebook', url: 'https://www.facebook.com/playerportal' },
      { network: 'youtube', url: 'https://www.youtube.com/@playerportal' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@playerportal' },
    ] satisfies SocialLink[],
  },
  [CONTENT_KEYS.assets('crazy_ones')]: {
    group: 'CRAZY_ONES_ASSETS',
    value: { keyArt: thumbnail('crazy_ones'), icon: thumbnail('crazy_ones') } satisfies GameAssets,
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
  ...Object.entries(content).map(([key, { group, value }]) => ({
    group,
    key,
    version: 1,
    value: JSON.stringify(value),
  })),
];

/** Adds missing demo records; existing ones (maybe edited by an operator) are left alone. */
export async function seedDemoMetadata(repository: MetadataRepository): Promise<number> {
  let inserted = 0;
  for (const record of DEMO_METADATA) if (await repository.insertIfMissing(record)) inserted += 1;
  return inserted;
}
