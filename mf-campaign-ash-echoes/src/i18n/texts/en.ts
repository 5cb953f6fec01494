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
  /**
   * The campaign's content as the API serves it in English (`content.<kind>.<code>.<field>`, the
   * kit's `useContentText`); prizes by the slug of their name. The English equals the seed.
   */
  content: {
    quests: {
      'follow-discord': {
        title: 'Follow the official Discord',
        description: 'Join the Ash Echoes community channel.',
      },
      'watch-all-videos': { title: 'Watch every learn video' },
      'invite-friends': {
        title: 'Invite your friends',
        description: '40 AE Points for each friend who pre-registers, up to 5 friends.',
      },
      'daily-visit': { title: 'Visit 7 different days' },
    },
    videos: {
      'echomancy-101': {
        title: 'Echomancy 101',
        description: 'How Echomancers bind the echoes of fallen heroes.',
        question: 'What does an Echomancer bind?',
        options: { 0: 'Dragons', 1: 'Echoes of fallen heroes', 2: 'Ancient coins', 3: 'Storm clouds' },
      },
      'factions-tour': {
        title: 'A tour of the factions',
        description:
          'The three factions of the Ashen Worlds (the Codex Keepers, the Cinder Pact and the Tidebound) and what they fight for.',
        question: 'How many factions are there?',
        options: { 0: 'Three', 1: 'Four', 2: 'Five', 3: 'Seven' },
      },
      'combat-basics': {
        title: 'Combat basics',
        description: 'Chain skills and trigger an ultimate at the right moment.',
        question: 'What do you chain to fill the ultimate gauge?',
        options: { 0: 'Skills', 1: 'Potions', 2: 'Mounts' },
      },
    },
    rewards: {
      'pre-registration-gift': {
        title: 'Pre-registration gift',
        description: 'A coupon for 300 Echo Crystals.',
      },
      'milestone-50k': {
        title: '50,000 pre-registrations',
        description: '1,000 Gold and a Rare Echo summon.',
      },
      'milestone-100k': { title: '100,000 pre-registrations', description: 'Echomancer Lyra outfit.' },
      'milestone-200k': { title: '200,000 pre-registrations', description: 'Epic Echo summon ×10.' },
      'milestone-500k': {
        title: '500,000 pre-registrations',
        description: 'Legendary Echomancer ticket.',
      },
      'invite-3-friends': { title: 'Invite 3 friends', description: 'Friendship emblem and 500 Gold.' },
      'learn-all-videos': {
        title: 'Answer every learn video',
        description: 'Scholar title and 200 Gold.',
      },
    },
    prizes: {
      'flagship-phone': { name: 'Flagship phone' },
      'gaming-headset': { name: 'Gaming headset' },
      'ash-echoes-merch-box': { name: 'Ash Echoes merch box' },
      'echo-crystal-50': { name: 'Echo Crystal ×50' },
      'rare-echo-summon': { name: 'Rare Echo summon' },
      'epic-echo-summon': { name: 'Epic Echo summon' },
      'legendary-echomancer-ticket': { name: 'Legendary Echomancer ticket' },
    },
    puzzles: {
      'ember-festival': {
        title: 'Ember Festival puzzle',
        rewardTitle: 'Ember Festival gift: Echo Crystal ×100',
      },
      anniversary: {
        title: 'Ash Echoes anniversary puzzle',
        rewardTitle: 'Anniversary frame: Cinder Crown',
      },
    },
  },
};

export default en;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Texts = Shape<typeof en>;
