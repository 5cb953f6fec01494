import type { CampaignContentTexts } from '@portal/i18n';

/** The landing in English: every word of the game. Replace the scaffold's words by the game's own. */
const en = {
  title: '__TITLE__',
  tagline: 'A new adventure is coming. Pre-register now for launch rewards.',
  /** The name of the campaign's points, in the kit's sentences too ("500 __TITLE__ Points"). */
  pointsName: '__TITLE__ Points',
  sectionNav: 'Sections',
  sections: {
    home: 'HOME',
    milestone: 'MILESTONE',
    characters: 'CHARACTERS',
    benefit: 'BENEFIT',
  },
  home: {
    heroAlt: 'Key art of __TITLE__',
    launch: 'Launching {{date}}',
    cta: 'Pre-register now',
    preRegister: 'Pre-register for launch rewards',
  },
  milestone: {
    intro: 'Every pre-registration, on the website and in the app stores, unlocks rewards for everyone.',
  },
  characters: {
    intro: 'Meet the heroes of __TITLE__.',
    gallery: 'Choose a character',
    job: 'Job',
    issue: 'Weakness',
    biodata: 'Biodata',
    portraitAlt: '{{name}}: portrait',
    items: {
      scout: {
        name: 'Scout',
        text: 'Always first over the next hill, mapping the way for everyone else.',
        issue: 'Never waits for the others.',
      },
      guard: {
        name: 'Guard',
        text: 'Holds the line so the party can rest, whatever comes out of the dark.',
        issue: 'Trusts nobody new.',
      },
      seer: {
        name: 'Seer',
        text: 'Reads the signs in the stars and plans three battles ahead.',
        issue: 'Sees too much to sleep.',
      },
    },
  },
  benefit: {
    intro: 'Earn points with quests and invitations, join the raffle, draw prizes and claim your rewards.',
    signIn: 'Sign in to earn points, invite friends and claim your rewards.',
    points: 'Your points',
    quests: 'Quests',
    referral: 'Invite friends',
    raffle: 'Raffle',
    draw: 'Prize draw',
    rewards: 'Your rewards',
  },
};
export default en;
/**
 * The other languages also translate the campaign's content, which the API serves in English:
 * `content.<kind>.<code>.<field>` (quests, videos, rewards: title, description; videos also
 * question, options.<i>; prizes by the slug of their name: name; puzzles: title, rewardTitle;
 * coupons.pre-registration: title), e.g. vn's quests: { 'follow-facebook': { title: 'Theo dõi
 * __TITLE__ trên Facebook' } }. English has no such section: an English page shows the API's text,
 * as the operator wrote it; a code without an entry shows it too.
 */
export type Texts = typeof en & { content: CampaignContentTexts };
