/** Answers of the API for page tests: a VIP Silver player like the seeded demo. */
const DAY = 86_400;
const now = 1_795_000_000;

export const order = {
  id: 'tp_order000001',
  status: 'delivered',
  goldAmount: 5000,
  createdAt: now - DAY,
  expireAt: now - DAY + 1800,
  packageCode: 'gold_5000',
  packageName: '5,000 Gold',
  priceCents: 5000,
  currency: 'USD',
  bonusBoundGold: 500,
  provider: 'sandbox',
  checkoutUrl: null,
  paidAt: now - DAY,
  deliveredAt: now - DAY,
  closedAt: null,
};

export const transfer = {
  id: 'tr_transfer0001',
  gameCode: 'moonlight_saga',
  gameAccountId: 'DemoHero-1024',
  amount: 22_000,
  goldUsed: 12_000,
  boundGoldUsed: 10_000,
  expEarned: 2200,
  status: 'delivered',
  attempts: 1,
  createdAt: now - 30 * DAY,
  deliveredAt: now - 30 * DAY,
  failedAt: null,
  failureReason: null,
};

const progress = {
  currentLevel: 1,
  eligibleLevel: 1,
  totalExp: 2200,
  nextExpNeedForVipUp: 10_000,
  currentVIPCycle: {
    endAt: now + 60 * DAY,
    downgradeAt: now + 67 * DAY,
    vipRewards: [
      { level: 1, minimumExp: 2000 },
      { level: 2, minimumExp: 10_000 },
    ],
  },
};
const rules = {
  expRate: 10,
  levels: [
    { level: 1, minimumExp: 2000 },
    { level: 2, minimumExp: 10_000 },
  ],
  cycleDays: 90,
  graceDays: 7,
};
const event = {
  code: 'launch_celebration',
  name: 'Launch Celebration Gacha',
  translations: {
    vn: { name: 'Gacha Mừng Ra Mắt' },
    th: { name: 'กาชาฉลองเปิดตัว' },
    id: { name: 'Gacha Perayaan Peluncuran' },
  },
  startAt: now - 14 * DAY,
  endAt: now + 60 * DAY,
  ticketCost: 1,
  isOpen: true,
};

export const demoAnswers = {
  '/api/private/wallet/totals': {
    totalGold: 28_000,
    totalBoundGold: 300,
    usableBoundGold: 300,
    point: 500,
    tokenAmount: 7,
  },
  '/api/public/topup/packages': [
    {
      code: 'gold_1000',
      name: '1,000 Gold',
      priceCents: 1000,
      currency: 'USD',
      gold: 1000,
      bonusBoundGold: 0,
    },
    {
      code: 'gold_5000',
      name: '5,000 Gold',
      priceCents: 5000,
      currency: 'USD',
      gold: 5000,
      bonusBoundGold: 500,
    },
  ],
  '/api/public/topup/payment-kinds': [{ name: 'sandbox', checkout: 'hosted', test: true }],
  '/api/private/topup/transactions': { items: [order], page: 1, size: 10, total: 1 },
  [`/api/private/topup/orders/${order.id}`]: order,
  '/api/private/transfers': { items: [transfer], page: 1, size: 10, total: 1 },
  [`/api/private/transfers/${transfer.id}`]: transfer,
  '/api/public/games': [
    {
      gameCode: 'moonlight_saga',
      name: 'Moonlight Saga',
      status: 'released',
      createdAt: now,
      content: { thumbnailHomepage: '', thumbnailBanner: '' },
      gamePlatforms: [],
    },
  ],
  '/api/public/vip/rules': rules,
  '/api/private/vip': { progress, rules, remainingExp: 7800, goldToTransfer: 78_000 },
  '/api/public/metadata': {
    VIP_BENEFITS: [
      {
        group: 'VIP_BENEFITS',
        key: 'vip_silver',
        version: 1,
        value: JSON.stringify({ level: 1, name: 'VIP Silver', benefits: ['Silver avatar frame'] }),
        updatedAt: now,
      },
    ],
  },
  '/api/public/gacha/events': [event],
  [`/api/public/gacha/events/${event.code}`]: {
    ...event,
    drawTotal: 1,
    prizes: [
      {
        id: 1,
        name: '100 Gold',
        kind: 'gold',
        rarity: 'common',
        amount: 100,
        weight: 1,
        drawWeight: 1,
        stock: null,
        remaining: null,
      },
    ],
  },
  '/api/private/gacha/token': { tokenAmount: 7 },
  '/api/private/gacha/draws': { items: [], page: 1, size: 10, total: 0 },
  '/api/public/campaign-quests': [
    {
      gameCode: 'ash_echoes',
      name: 'Ash Echoes',
      launchAt: now + 30 * DAY,
      quests: [
        {
          code: 'watch_all',
          kind: 'watch_all_videos',
          title: 'Watch every learn video',
          description: 'Watch the three learn videos to the end.',
          points: 60,
          progress: { current: 3, target: 3 },
          state: 'Claim',
          actionUrl: null,
          startsAt: null,
        },
        {
          code: 'daily',
          kind: 'daily_visit',
          title: 'Visit daily',
          description: 'Come back on 5 different days.',
          points: 50,
          progress: { current: 2, target: 5 },
          state: 'In Progress',
          actionUrl: null,
          startsAt: null,
        },
      ],
    },
  ],
  '/api/private/coupons': [
    {
      code: 'PP-ABCD-EFGH-JKMN',
      title: 'Ash Echoes Pre-registration Pack',
      gameCode: 'ash_echoes',
      source: 'campaign',
      status: 'available',
      expireAt: now + 40 * DAY,
      createdAt: now - 20 * DAY,
      usedAt: null,
    },
  ],
};
