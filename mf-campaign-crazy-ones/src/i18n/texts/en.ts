import type { CampaignContentTexts } from '@portal/i18n';

/** Crazy Ones landing, English. The section labels are 001 §2's, verbatim. */
const en = {
  title: 'Crazy Ones',
  tagline: 'Four misfits, one city that never sleeps, and every choice is yours.',
  sectionNav: 'Sections',
  sections: {
    home: 'HOME',
    milestone: 'MILESTONE',
    story: 'STORY',
    characters: 'CHARACTERS',
    features: 'FEATURES',
  },
  home: {
    launch: 'Launching {{date}}',
    cta: 'Pre-register now',
    preRegister: 'Pre-register for launch rewards',
  },
  milestone: {
    intro: 'Every pre-registration, on the website and in the app stores, unlocks rewards for everyone.',
  },
  story: {
    intro: 'A story game about the people everyone else calls crazy.',
    paragraphs: {
      one: 'Neon Harbor runs on rules nobody remembers writing. When the city shuts its last night market, four strangers who never fit in decide to keep it open — on their own terms.',
      two: 'Every chapter asks you to choose: who to trust, what to risk and which secret to keep. Your choices change the friendships, the city and the ending.',
    },
    imageAlt: 'Four silhouettes in front of the lit windows of Neon Harbor at night',
  },
  characters: {
    intro: 'Meet the four crazy ones.',
    gallery: 'Choose a character',
    job: 'Job',
    issue: 'Issue',
    biodata: 'Biodata',
    portraitAlt: '{{name}}: portrait',
    statsAlt: '{{name}}: biodata card',
    items: {
      juno: {
        name: 'Juno',
        text: 'A street photographer who maps the city by its forgotten corners. She believes every locked door hides a story worth telling.',
        issue: 'Cannot stay in one place long enough to finish anything.',
      },
      rook: {
        name: 'Rook',
        text: 'A former courier who knows every rooftop shortcut in Neon Harbor and has never missed a delivery.',
        issue: 'Owes a favour to the wrong people.',
      },
      marlowe: {
        name: 'Marlowe',
        text: 'A chess hustler who plans ten moves ahead and still gets surprised by her friends.',
        issue: 'Trusts plans more than people.',
      },
      pip: {
        name: 'Pip',
        text: 'A musician with no fixed address whose songs travel faster than the news.',
        issue: 'Runs away whenever someone asks him to stay.',
      },
    },
  },
  features: {
    intro: 'What makes Crazy Ones different.',
    items: {
      choices: {
        title: 'Choices that matter',
        text: 'Branching chapters where every decision changes what happens next.',
      },
      friendships: {
        title: 'Friendships',
        text: 'Grow trust with each of the four and unlock their personal stories.',
      },
      chapters: {
        title: 'New chapters weekly',
        text: 'The story keeps going after launch, one chapter every week.',
      },
      soundtrack: {
        title: 'Original soundtrack',
        text: 'Pip’s songs, written for the game and played live in the story.',
      },
    },
  },
};
export default en;
/**
 * The other languages also translate the campaign's content, which the API serves in English
 * (`content.<kind>.<code>.<field>`, the kit's `useContentText`). English has no such section: an
 * English page shows the API's text, as the operator wrote it.
 */
export type Texts = typeof en & { content: CampaignContentTexts };
