/**
 * English texts of the `help` namespace (sheets, feedback, tour, help chat). The Help Center option
 * names live in `common:helpCenter`, shared with the shell; the legal pages have their own namespace.
 */
const en = {
  helpCenter: {
    subtitle: 'How can we help you today?',
    tourHint: 'A quick look around this page',
    feedbackHint: 'Tell us what you think of a page',
    contactUsHint: 'Chat with our support team',
  },
  feedback: {
    title: 'Give a Feedback',
    backToMenu: 'Back to Help Center',
    pageLabel: 'Page',
    choosePage: 'Choose a page',
    pagesTitle: 'Which page is it about?',
    backToForm: 'Back to your feedback',
    descriptionLabel: 'Your feedback',
    descriptionPlaceholder: 'Tell us what you liked, or what went wrong…',
    counter: '{{count}} of {{max}} characters',
    emailLabel: 'Email (optional)',
    emailPlaceholder: 'you@example.com',
    emailHint: 'Leave your email if you would like an answer.',
    send: 'Send',
    choosePageFirst: 'Choose a page to send your feedback.',
    sendingTitle: 'Sending…',
    sending: 'Sending your feedback',
    failedTitle: 'Your feedback was not sent',
    failed: 'We could not send it. Your text is still here: try again.',
    rateLimited: 'You have sent a lot of feedback in a short time. Please try again in a few minutes.',
    thanksTitle: 'Thank you!',
    thanksHeadline: 'Feedback received',
    thanksText: 'Your feedback helps us make the portal better for every player.',
    done: 'Done',
    pages: {
      homepage: 'Homepage',
      reward: 'Rewards and gacha',
      games_discovery: 'Games discovery',
      pre_register_game: 'Pre-registration game',
      beta_games: 'Beta games',
      released_game: 'Released game',
      registration: 'Registration',
      login: 'Login',
      friends: 'Friends',
      other: 'Other',
    },
  },
  tour: {
    label: 'Guided tour',
    step: 'Step {{current}} of {{total}}',
    skip: 'Skip',
    back: 'Back',
    next: 'Next',
    finish: 'Got it',
    steps: {
      header: {
        title: 'Your header',
        text: 'Go back home from the logo, and tap Need Help whenever you are stuck.',
      },
      wallet: {
        title: 'Your wallet',
        text: 'Your Gold, Bound Gold and points at a glance. Top up from here.',
      },
      bottomNav: {
        title: 'Get around',
        text: 'Home, games, top-up, your VIP rank and playtesting are one tap away.',
      },
      drawer: {
        title: 'The menu',
        text: 'Open it for your profile, quests, gacha, transactions and coupons.',
      },
    },
  },
  embed: {
    title: 'Help chat',
    subtitle: 'Our support team answers you here.',
    frameTitle: 'Help chat with our support team',
    loading: 'Opening the help chat…',
    unavailable: 'The help chat is not available right now. Please try again later, or send us a feedback.',
    loadFailed: 'We could not open the help chat.',
    refusedTitle: 'This chat address is not allowed',
    refused: 'For your safety the portal only opens our own help chat.',
    openOfficial: 'Open our help chat',
  },
};
export default en;
export type Texts = typeof en;
