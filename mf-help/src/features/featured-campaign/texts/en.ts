/**
 * The publisher's campaign pages (/pre-register, /pre-register/mobile, /ua, /vn) in the four
 * campaign languages (001 §1). `{{game}}` is the featured campaign's name, from the API.
 */
const en = {
  /** The kit's sentences say {{pointsName}}: the publisher's pages name no game's points. */
  pointsName: 'Points',
  sectionNav: 'Sections',
  sections: { home: 'Home', preRegister: 'Pre-Register', rewards: 'Rewards' },
  home: {
    tagline: 'Pre-register for {{game}} and collect your rewards at launch.',
    uaTitle: 'Be among the first in {{game}}',
    launch: 'Launching {{date}}',
    cta: 'Pre-Register now',
    gamePage: 'Discover {{game}}',
  },
  preRegister: {
    title: 'Pre-register for {{game}}',
    intro: 'Enter your email, confirm the code we send you and receive your coupon at launch.',
    mobile: 'Mobile',
  },
  rewards: { intro: 'The more players pre-register, the more rewards everyone unlocks at launch.' },
  none: 'No game is open for pre-registration right now. Come back soon.',
  /** The document's title and description (pageMeta.ts): the game is chosen at run time, so none is named. */
  meta: {
    landing: {
      title: 'Upcoming game · Pre-registration',
      description:
        "Pre-register for the publisher's upcoming game, follow its launch and collect the launch rewards.",
    },
    preRegister: {
      title: 'Pre-Register · Upcoming game',
      description: 'Enter your email, confirm the code we send you and receive your coupon at launch.',
    },
  },
  // Named in a legal page's title when no game is: the games' documents, or the campaign site's.
  legal: { back: 'Back', place: { games: 'Games', site: 'Campaign site' } },
};

export default en;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type FeaturedCampaignTexts = Shape<typeof en>;
