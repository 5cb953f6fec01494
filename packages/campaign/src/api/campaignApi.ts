import * as v from 'valibot';
import {
  API_PREFIX,
  campaignApiRoutes as routes,
  CampaignGachaDrawSchema,
  CampaignGachaSchema,
  CampaignQuestListSchema,
  CampaignQuestSchema,
  CampaignRewardListSchema,
  CampaignPointsSchema,
  CampaignSchema,
  DailyVisitSchema,
  encodePassword,
  LearnVideoListSchema,
  LearnVideoSchema,
  PreRegistrationCounterSchema,
  PreRegistrationEmailResultSchema,
  PreRegistrationStatusSchema,
  QuestClaimResultSchema,
  RaffleSchema,
  ReferralSummarySchema,
  RewardClaimSchema,
  SessionSchema,
  VerificationCodeSentSchema,
  VideoAnswerResultSchema,
  VideoWatchSchema,
  PreRegistrationConsentPayloadSchema,
  type RaffleShippingPayload,
  type VideoProgressPayload,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** The contract's paths include /api; the client adds its own base URL. */
const path = (route: string) => (route.startsWith(API_PREFIX) ? route.slice(API_PREFIX.length) : route);

/** Every campaign call of the kit, for one game code, typed by the contract. Passwords leave encoded. */
export function campaignApi(gameCode: string) {
  return {
    campaign: () => apiClient.get(path(routes.campaign(gameCode)), { schema: CampaignSchema }),
    counter: () => apiClient.get(path(routes.counter(gameCode)), { schema: PreRegistrationCounterSchema }),
    checkEmail: (email: string) =>
      apiClient.post(path(routes.preRegistrationEmail(gameCode)), {
        body: { email },
        schema: PreRegistrationEmailResultSchema,
      }),
    login: (email: string, password: string) =>
      apiClient.post(path(routes.preRegistrationLogin(gameCode)), {
        body: { email, password: encodePassword(password) },
        schema: SessionSchema,
      }),
    sendCode: (email: string, password: string) =>
      apiClient.post(path(routes.preRegistrationCode(gameCode)), {
        body: { email, password: encodePassword(password) },
        schema: VerificationCodeSentSchema,
      }),
    verify: (email: string, code: string) =>
      apiClient.post(path(routes.preRegistrationVerify(gameCode)), {
        body: { email, code },
        schema: SessionSchema,
      }),
    status: () =>
      apiClient.get(path(routes.preRegistration(gameCode)), { schema: PreRegistrationStatusSchema }),
    consent: (payload: ConsentInput) =>
      apiClient.post(path(routes.preRegistration(gameCode)), {
        body: payload,
        schema: PreRegistrationStatusSchema,
      }),
    points: () => apiClient.get(path(routes.points(gameCode)), { schema: CampaignPointsSchema }),
    videos: () => apiClient.get(path(routes.videos(gameCode)), { schema: LearnVideoListSchema }),
    startWatch: (videoCode: string, startSeconds: number) =>
      apiClient.post(path(routes.videoWatches(gameCode, videoCode)), {
        body: { startSeconds },
        schema: VideoWatchSchema,
      }),
    reportProgress: (videoCode: string, payload: VideoProgressPayload) =>
      apiClient.post(path(routes.videoProgress(gameCode, videoCode)), {
        body: payload,
        schema: LearnVideoSchema,
      }),
    answer: (videoCode: string, optionIndex: number) =>
      apiClient.post(path(routes.videoAnswer(gameCode, videoCode)), {
        body: { optionIndex },
        schema: VideoAnswerResultSchema,
      }),
    quests: () => apiClient.get(path(routes.quests(gameCode)), { schema: CampaignQuestListSchema }),
    reportQuest: (questCode: string) =>
      apiClient.post(path(routes.questReport(gameCode, questCode)), { schema: CampaignQuestSchema }),
    claimQuest: (questCode: string) =>
      apiClient.post(path(routes.questClaim(gameCode, questCode)), { schema: QuestClaimResultSchema }),
    visit: () => apiClient.post(path(routes.visit(gameCode)), { schema: DailyVisitSchema }),
    referral: () => apiClient.get(path(routes.referral(gameCode)), { schema: ReferralSummarySchema }),
    acceptInvite: (inviteCode: string) =>
      apiClient.post(path(routes.referralAccept(gameCode)), {
        body: { inviteCode },
        schema: ReferralSummarySchema,
      }),
    raffle: () => apiClient.get(path(routes.raffle(gameCode)), { schema: RaffleSchema }),
    enterRaffle: () => apiClient.post(path(routes.raffleEntry(gameCode)), { schema: RaffleSchema }),
    submitShipping: (payload: RaffleShippingPayload) =>
      apiClient.post(path(routes.raffleShipping(gameCode)), { body: payload, schema: RaffleSchema }),
    rewards: () => apiClient.get(path(routes.rewards(gameCode)), { schema: CampaignRewardListSchema }),
    claimReward: (rewardCode: string) =>
      apiClient.post(path(routes.rewardClaim(gameCode, rewardCode)), { schema: RewardClaimSchema }),
    gacha: () => apiClient.get(path(routes.gacha(gameCode)), { schema: CampaignGachaSchema }),
    drawGacha: () => apiClient.post(path(routes.gachaDraw(gameCode)), { schema: CampaignGachaDrawSchema }),
  };
}

/** What the consent step sends (`channel` defaults to `website` on the server). */
export type ConsentInput = v.InferInput<typeof PreRegistrationConsentPayloadSchema>;

export type CampaignApi = ReturnType<typeof campaignApi>;
