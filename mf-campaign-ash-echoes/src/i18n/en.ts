const en = {
  official: {
    title: 'Ash Echoes',
    text: 'The official page: gameplay, worlds, factions, Echomancers and features.',
  },
  preRegister: { title: 'Pre-Register', text: 'Input a valid email address to receive your rewards.' },
  preRegisterShort: { title: 'Pre-Register', text: 'Input a valid email address to receive your rewards.' },
  preRegisterMobile: { title: 'Pre-Register', text: 'Input a valid email address to receive your rewards.' },
  ua: { title: 'Ash Echoes', text: 'Download Ash Echoes and start your journey.' },
  uaShort: { title: 'Ash Echoes', text: 'Download Ash Echoes and start your journey.' },
  vn: { title: 'Ash Echoes', text: 'Ash Echoes for players in Vietnam.' },
  terms: { title: 'Terms and Conditions', text: 'Terms last updated January 1st, 2020.' },
  termsShort: { title: 'Terms and Conditions', text: 'Terms last updated January 1st, 2020.' },
  privacy: { title: 'Privacy Policy', text: 'Terms last updated January 1st, 2020.' },
  puzzle: { title: 'Puzzle event', text: 'Collect pieces and complete the puzzle.' },
  eventPuzzle: { title: 'Puzzle event', text: 'Collect pieces and complete the puzzle.' },
};
export default en;
export type Texts = typeof en;
