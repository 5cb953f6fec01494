const en = {
  helpCenter: { title: 'Help Center', feedback: 'Give a Feedback', contactUs: 'Contact Us' },
  tou: { title: 'Terms of Use', text: 'Terms last updated January 1st, 2020.' },
  privacy: { title: 'Privacy Policy', text: 'Terms last updated January 1st, 2020.' },
  embed: { title: 'Help chat', text: 'Chat with our support team.' },
};
export default en;
export type Texts = typeof en;
