const en = {
  nav: { home: 'HOME', games: 'GAMES', topup: 'TOPUP', myVip: 'MY VIP', playtesting: 'PLAYTESTING' },
  header: { needHelp: 'Need Help', home: 'Go to the home page', mainNavigation: 'Main navigation' },
  home: {
    title: 'Play, top up and level up',
    subtitle: 'One account for every game we publish.',
    released: 'Out now',
    preRegister: 'Pre-register',
    beta: 'Playtesting',
    allGames: 'See all games',
  },
  games: {
    title: 'Games',
    all: 'All',
    empty: 'No games to show yet.',
    notFound: 'Game not found',
    notFoundText: 'This game does not exist or is no longer listed.',
    platforms: 'Platforms',
    status: { released: 'Out now', pre_register: 'Pre-register', beta: 'Playtesting' },
    officialPage: 'Official page',
    back: 'Back to games',
  },
  playTesting: {
    title: 'Playtesting',
    subtitle: 'Try upcoming games before anyone else.',
    empty: 'No playtests are open right now.',
  },
  hub: {
    greeting: 'Welcome back, {{name}}!',
    greetingNoName: 'Welcome back!',
    quickLinks: 'Quick links',
    games: 'Games',
    quests: 'Quests',
    gacha: 'Gacha',
    topup: 'Top Up',
    myVip: 'My VIP',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist.',
    home: 'Go to Home',
  },
  error: { load: 'Could not load this right now.', retry: 'Retry' },
  loading: 'Loading…',
};
export default en;
export type ShellTexts = typeof en;
