import { landingCalls } from './landing/landingCalls';

type Calls = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * Calls whose module (their endpoints and schemas) is fetched with the first of them.
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
 * the landing's reads come with the page; every other feature's calls arrive with the first of them
 * (one chunk: a build's features share schemas), so a landing's first files carry no other
 * endpoint or schema.
 */
export const campaignCalls = (gameCode: string) => ({
  ...landingCalls(gameCode),
  ...onFirstCall(() => import('./featureCalls').then((module) => module.featureCalls(gameCode)), {
    // One line per feature.
    ...{ checkEmail: true, login: true, sendCode: true, verify: true, status: true, consent: true },
    ...{ points: true, quests: true, reportQuest: true, claimQuest: true, visit: true },
    ...{ videos: true, startWatch: true, reportProgress: true, answer: true },
    ...{ referral: true, acceptInvite: true },
    ...{ raffle: true, enterRaffle: true, submitShipping: true },
    ...{ rewards: true, claimReward: true },
    ...{ gacha: true, drawGacha: true },
  }),
});

export type CampaignCalls = ReturnType<typeof campaignCalls>;
