import { apiClient, call } from '@portal/api-client';
import {
  campaignApiRoutes,
  CampaignQuestGroupListSchema,
  API_PREFIX,
  CouponListSchema,
  GameListSchema,
  GachaDrawPageSchema,
  GachaDrawResultSchema,
  GachaEventDetailSchema,
  GachaEventListSchema,
  GachaTokenSchema,
  GoldExpirationDetailSchema,
  MetadataGroupsSchema,
  PaymentKindListSchema,
  TopupHistoryPageSchema,
  TopupOrderSchema,
  TopupPackageListSchema,
  VipDetailsSchema,
  VipRulesSchema,
  WalletTotalsSchema,
  couponApiRoutes,
  gachaApiRoutes,
  apiRoutes,
  topupApiRoutes,
  transferEndpoints,
  vipApiRoutes,
  walletApiRoutes,
  type TransferPayload,
} from '@portal/contracts';
import { webviewIdentityHeaders } from './webviewIdentity';

/** The contract's paths start with /api; the API client adds that prefix itself. */
const p = (route: string) => (route.startsWith(`${API_PREFIX}/`) ? route.slice(API_PREFIX.length) : route);

/** Every call the wallet screens make, each answer checked against its contract schema. */
export const walletApi = {
  totals: () => apiClient.get(p(walletApiRoutes.totals), { schema: WalletTotalsSchema }),
  /** Bearer outside a webview; inside one, the webview path and headers (000 §7). */
  expirationDetail: (webview: boolean) =>
    webview
      ? apiClient.get(p(walletApiRoutes.webviewExpirationDetail), {
          schema: GoldExpirationDetailSchema,
          headers: webviewIdentityHeaders(),
        })
      : apiClient.get(p(walletApiRoutes.expirationDetail), { schema: GoldExpirationDetailSchema }),

  packages: () => apiClient.get(p(topupApiRoutes.packages), { schema: TopupPackageListSchema }),
  paymentKinds: () => apiClient.get(p(topupApiRoutes.paymentKinds), { schema: PaymentKindListSchema }),
  createOrder: (packageCode: string) =>
    apiClient.post(p(topupApiRoutes.orders), { body: { packageCode }, schema: TopupOrderSchema }),
  order: (orderId: string, signal?: AbortSignal) =>
    apiClient.get(p(topupApiRoutes.order(orderId)), { schema: TopupOrderSchema, signal }),
  cancelOrder: (orderId: string) =>
    apiClient.post(p(topupApiRoutes.cancelOrder(orderId)), { schema: TopupOrderSchema }),
  topupHistory: (page: number, size: number, signal?: AbortSignal) =>
    apiClient.get(p(topupApiRoutes.transactions), {
      query: { page, size },
      schema: TopupHistoryPageSchema,
      signal,
    }),

  transfers: (page: number, size: number, signal?: AbortSignal) =>
    call(transferEndpoints.history, { query: { page, size }, signal }),
  transfer: (transferId: string, signal?: AbortSignal) =>
    call(transferEndpoints.get, { params: { transferId }, signal }),
  createTransfer: (payload: TransferPayload) => call(transferEndpoints.create, { body: payload }),

  vipRules: () => apiClient.get(p(vipApiRoutes.rules), { schema: VipRulesSchema }),
  vipDetails: () => apiClient.get(p(vipApiRoutes.details), { schema: VipDetailsSchema }),
  vipBenefits: () =>
    apiClient.get(p(apiRoutes.metadata), {
      query: { groups: 'VIP_BENEFITS' },
      schema: MetadataGroupsSchema,
    }),

  questsAcrossCampaigns: () =>
    apiClient.get(p(campaignApiRoutes.questsAcrossCampaigns), { schema: CampaignQuestGroupListSchema }),
  gachaEvents: () => apiClient.get(p(gachaApiRoutes.events), { schema: GachaEventListSchema }),
  gachaEvent: (code: string, signal?: AbortSignal) =>
    apiClient.get(p(gachaApiRoutes.event(code)), { schema: GachaEventDetailSchema, signal }),
  gachaToken: () => apiClient.get(p(gachaApiRoutes.token), { schema: GachaTokenSchema }),
  draw: (code: string, count: number) =>
    apiClient.post(p(gachaApiRoutes.draws(code)), { body: { count }, schema: GachaDrawResultSchema }),
  drawHistory: (page: number, size: number, signal?: AbortSignal) =>
    apiClient.get(p(gachaApiRoutes.history), { query: { page, size }, schema: GachaDrawPageSchema, signal }),

  /** Games that take gold transfers: released and beta ones. */
  transferGames: async () =>
    (await apiClient.get(p(apiRoutes.games), { schema: GameListSchema })).filter(
      (game) => game.status === 'released' || game.status === 'beta',
    ),

  coupons: () => apiClient.get(p(couponApiRoutes.coupons), { schema: CouponListSchema }),
};
