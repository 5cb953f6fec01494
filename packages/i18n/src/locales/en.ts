import { errorCodes, messages, ssoMessages } from '@portal/contracts';

/**
 * English texts of the `common` namespace: layout words, plus the form and error catalogues
 * (spec 000 §5, §8 and 001 §5) taken from `@portal/contracts`, where their English lives once.
 */
export const commonEn = {
  nav: {
    home: 'HOME',
    games: 'GAMES',
    topup: 'TOPUP',
    myVip: 'MY VIP',
    playtesting: 'PLAYTESTING',
  },
  header: {
    needHelp: 'Need Help',
    login: 'Login',
    register: 'Register',
    back: 'Back',
    menu: 'Menu',
  },
  drawer: {
    settings: 'Settings',
    play: 'Play',
    games: 'Games',
    topUp: 'Top Up',
    transfer: 'Transfer',
    quests: 'Quests',
    gacha: 'Gacha',
    myVip: 'My VIP',
    myInventory: 'My Inventory',
    myTransactions: 'My Transactions',
    myCoupons: 'My Coupons',
    backToHome: 'Back to Home',
    signOut: 'Sign Out',
    eula: 'EULA',
    privacy: 'Privacy',
    copyUserId: 'Copy user ID',
    viewProfile: 'View Profile',
  },
  wallet: {
    gold: 'Gold',
    boundGold: 'Bound Gold',
    points: 'Points',
    gachaPoints: 'Gacha Points',
  },
  helpCenter: {
    title: 'Help Center',
    tour: 'Guided Tour',
    feedback: 'Give a Feedback',
    contactUs: 'Contact Us',
  },
  language: {
    title: 'Language',
    save: 'Save',
  },
  app: {
    retry: 'Retry',
    unavailable: 'This section is unavailable right now',
    somethingWrong: 'Something went wrong',
    pageNotFound: 'Page not found',
    goToHome: 'Go to Home',
    loading: 'Loading',
    close: 'Close',
    save: 'Save',
    cancel: 'Cancel',
    copy: 'Copy',
    comingSoon: 'Coming Soon',
  },
  /** The contract's catalogue (`@portal/contracts` `messages`), keyed by MessageKey. */
  messages: { ...messages },
  /** Single sign-on values and texts (`ssoMessages`). */
  sso: { ...ssoMessages },
  form: {
    /** The catalogue's 'You need 6 characters' for another minimum in force. */
    minLength: 'You need {{length}} characters',
    passwordHint: 'Minimum {{length}} characters of letters and numbers',
  },
  verification: {
    send: 'Send',
    resend: 'Resend ({{seconds}})',
    resendIn: 'resend in {{second}}s',
  },
  /** Keyed by the API's error code, so a form can show `errors.<code>` under the field. */
  errors: {
    [errorCodes.invalidAuthCredential]: messages.invalidAuthCredential,
    [errorCodes.verificationCodeNotMatch]: messages.verificationCodeNotMatch,
    [errorCodes.emailIsUsed]: messages.emailIsUsed,
    [errorCodes.emailCantRetrieve]: ssoMessages.emailCantRetrieve,
    NETWORK_ERROR: 'Cannot reach the server. Please check your connection and try again.',
    TIMEOUT: 'The server took too long to answer. Please try again.',
    unknown: 'Something went wrong. Please try again.',
  },
};

/** Same keys as English, any string values: the compiler catches a missing translation. */
export type TranslationShape<T> = { [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };
export type CommonTranslations = TranslationShape<typeof commonEn>;
