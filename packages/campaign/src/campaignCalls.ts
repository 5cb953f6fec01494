import { landingCalls } from './landing/landingCalls';

type Calls = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A feature's calls whose module (its endpoints and their schemas) is fetched on the first call.
 * `names` lists every call once; the compiler checks it against the module's calls.
 */
function onFirstCall<C extends Calls>(load: () => Promise<C>, names: Record<keyof C, true>): C {
  let loading: Promise<C> | undefined;
  const loaded = () =>
    (loading ??= load().catch((failure: unknown) => {
      // A module that failed to arrive is asked for again by the next call.
      loading = undefined;
      throw failure;
    }));
  const deferred: Calls = {};
  for (const name of Object.keys(names)) {
    deferred[name] = (...args: never[]) => loaded().then((calls: Calls) => calls[name]!(...args));
  }
  return deferred as C;
}

/**
 * The kit's calls for one game code, gathered from its features (each feature's calls sit beside it,
 * made from the declared endpoints). Pages hand it to the kit's panels; tests hand in a fake. Only
 * the landing's reads come with the page; every other feature's calls arrive with its first call,
 * so a landing's first files carry no other endpoint or schema.
 */
export const campaignCalls = (gameCode: string) => ({
  ...landingCalls(gameCode),
  ...onFirstCall(
    () => import('./pre-register/preRegistrationCalls').then((m) => m.preRegistrationCalls(gameCode)),
    { checkEmail: true, login: true, sendCode: true, verify: true, status: true, consent: true },
  ),
  ...onFirstCall(() => import('./points/pointsCalls').then((m) => m.pointsCalls(gameCode)), {
    points: true,
    quests: true,
    reportQuest: true,
    claimQuest: true,
    visit: true,
  }),
  ...onFirstCall(() => import('./video/videoCalls').then((m) => m.videoCalls(gameCode)), {
    videos: true,
    startWatch: true,
    reportProgress: true,
    answer: true,
  }),
  ...onFirstCall(() => import('./referral/referralCalls').then((m) => m.referralCalls(gameCode)), {
    referral: true,
    acceptInvite: true,
  }),
  ...onFirstCall(() => import('./raffle/raffleCalls').then((m) => m.raffleCalls(gameCode)), {
    raffle: true,
    enterRaffle: true,
    submitShipping: true,
  }),
  ...onFirstCall(() => import('./rewards/rewardCalls').then((m) => m.rewardCalls(gameCode)), {
    rewards: true,
    claimReward: true,
  }),
  ...onFirstCall(() => import('./gacha/gachaCalls').then((m) => m.gachaCalls(gameCode)), {
    gacha: true,
    drawGacha: true,
  }),
});

export type CampaignCalls = ReturnType<typeof campaignCalls>;
