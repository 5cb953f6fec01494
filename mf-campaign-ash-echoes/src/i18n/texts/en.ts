import type { CampaignContentTexts } from '@portal/i18n';

/** The Ash Echoes landing in English. Names of sections are the spec's (001 §2). */
const en = {
  title: 'Ash Echoes',
  tagline: 'Every echo remembers. Gather the Echomancers before the ash settles.',
  /** The campaign's points, as the kit's widgets name them. */
  pointsName: 'AE Points',
  sectionNav: 'Sections',
  sections: {
    home: 'Home',
    gameplay: 'Gameplay',
    worlds: 'Worlds',
    factions: 'Factions',
    echomancers: 'Echomancers',
    features: 'Features',
    community: 'Community',
    milestone: 'Milestone',
    wiki: 'Wiki',
    preRegister: 'Pre-Register',
    benefit: 'Benefit',
    activity: 'Activity',
    official: 'Official',
  },
  home: {
    cta: 'Pre-Register now',
    launch: 'Launching {{date}}',
    uaTitle: 'Ash Echoes is coming to your phone',
    uaText: 'Pre-register today: a welcome coupon, AE Points and a raffle with a flagship phone.',
  },
  gameplay: {
    intro: 'A real-time action RPG where every skill leaves an echo you can bend into the next.',
    items: {
      combat: {
        title: 'Echo combat',
        text: 'Chain skills across your team of three: an echo left by one Echomancer powers the next.',
      },
      exploration: {
        title: 'Open exploration',
        text: 'Glide over broken sky-islands and flooded cities to find memory shards.',
      },
      coop: {
        title: 'Co-op raids',
        text: 'Team up with up to three friends against world bosses every week.',
      },
    },
  },
  worlds: {
    intro: 'Three worlds survived the Ashfall. Each remembers it differently.',
    items: {
      skyreach: { name: 'Skyreach', text: 'Floating archives where the last scholars guard the Echo Codex.' },
      emberfall: {
        name: 'Emberfall',
        text: 'A forge-city that never cooled, ruled by the smiths of the Cinder Pact.',
      },
      hollowmere: { name: 'Hollowmere', text: 'Drowned forests where the past whispers through the water.' },
    },
  },
  factions: {
    intro: 'Choose who you trust. The factions shape your story and your rewards.',
    items: {
      codex: {
        name: 'The Codex Keepers',
        text: 'Scholars who believe every echo must be recorded, never changed.',
      },
      cinder: { name: 'The Cinder Pact', text: 'Smiths and soldiers who forge echoes into weapons.' },
      tide: { name: 'The Tidebound', text: 'Wanderers who let the echoes guide them wherever they flow.' },
    },
  },
  echomancers: {
    intro: 'Five Echomancers answer your call at launch.',
    gallery: 'Choose an Echomancer',
    ultimate: 'Ultimate skill',
    view3d: '3D view',
    view2d: '2D view',
    items: {
      lyra: {
        name: 'Lyra',
        type: 'Wind',
        description: 'An archivist of Skyreach who reads the wind like a book.',
        ultimate: 'Gale Index: pulls every enemy into a spiral and replays your last three skills.',
      },
      kael: {
        name: 'Kael',
        type: 'Flame',
        description: 'A Cinder Pact smith whose hammer still glows from the Ashfall.',
        ultimate: 'Anvil Heart: a blast of molten echoes that leaves the ground burning.',
      },
      sera: {
        name: 'Sera',
        type: 'Tide',
        description: 'A Tidebound healer who hears the drowned forests sing.',
        ultimate: 'Undertow Hymn: heals the team and turns the next hit taken into a wave.',
      },
      dorian: {
        name: 'Dorian',
        type: 'Void',
        description: 'A duelist who cut a deal with his own echo.',
        ultimate: 'Mirror Step: strikes twice from two places at once.',
      },
      mira: {
        name: 'Mira',
        type: 'Light',
        description: 'A lantern-bearer who guides lost echoes home.',
        ultimate: 'Dawnbell: stuns nearby enemies and reveals hidden shards.',
      },
    },
  },
  features: {
    intro: 'Five reasons to answer the echo.',
    carousel: 'Features',
    previous: 'Previous',
    next: 'Next',
    slideOf: 'Slide {{number}} of {{count}}',
    slides: {
      chains: { title: 'Skill chains', text: 'Link three Echomancers into one combo.' },
      bonds: { title: 'Echo bonds', text: 'Grow bonds to unlock new echoes and stories.' },
      islands: { title: 'Sky-islands', text: 'Glide, climb and dive across a broken world.' },
      forge: { title: 'The forge', text: 'Craft gear from the memories you collect.' },
      raids: { title: 'Weekly raids', text: 'Fight world bosses with friends.' },
    },
  },
  community: {
    intro: 'Join the community, follow the channels and finish quests for AE Points.',
    quests: 'Quests',
    signInForQuests: 'Sign in to track your quests and claim AE Points.',
    channels: { discord: 'Discord', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok' },
  },
  milestone: {
    intro: 'The more players pre-register, the more rewards everyone unlocks at launch.',
  },
  wiki: {
    intro: 'Learn the game with short videos. Watch a whole video to unlock its question and earn AE Points.',
  },
  preRegister: {
    intro: 'Pre-register with your email to receive the welcome coupon and join the raffle.',
  },
  benefit: {
    gacha: 'Gacha',
    intro: 'Your rewards, your AE Points and your invitations.',
    points: 'Your AE Points',
    rewards: 'Your rewards',
    referral: 'Invite friends',
    signIn: 'Pre-register or sign in to see your AE Points and rewards.',
  },
  activity: {
    intro: 'The pre-registration raffle: the prizes include a flagship phone.',
  },
  official: {
    intro: 'Follow Ash Echoes on official channels and download it when it launches.',
    stores: { appStore: 'App Store', googlePlay: 'Google Play' },
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    eula: 'EULA',
  },
  preRegisterPage: { title: 'Pre-Register for Ash Echoes', back: 'Back to Ash Echoes' },
  puzzle: {
    title: 'Puzzle event',
    text: 'This puzzle event is not running at the moment. Follow the official channels for the next one.',
    back: 'Back to Ash Echoes',
  },
};

export default en;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/**
 * The other languages also translate the campaign's content, which the API serves in English
 * (`content.<kind>.<code>.<field>`, the kit's `useContentText`; prizes by the slug of their name).
 * English has no such section: an English page shows the API's text, as the operator wrote it.
 */
export type Texts = Shape<typeof en> & { content: CampaignContentTexts };
