/** The emails the API sends (namespace `mail`), English. i18next interpolation: `{{code}}`, `{{minutes}}`. */
export const mailEn = {
  code: {
    subject: '{{code}} is your Player Portal verification code',
    heading: 'Your verification code',
    register: 'Use this code to finish creating your Player Portal account.',
    email: 'Use this code to confirm the email address of your Player Portal account.',
    validity: 'It works once and expires in {{minutes}} minutes.',
    ignore: 'If you did not ask for it, ignore this email: nothing changes without the code.',
  },
  reset: {
    subject: 'Reset your Player Portal password',
    heading: 'Choose a new password',
    intro: 'Someone (we hope you) asked to reset the password of your Player Portal account.',
    validity: 'The link works once and expires in {{minutes}} minutes.',
    button: 'Reset password',
    fallback: 'If the button does not work, open this address:',
    ignore: 'If you did not ask for it, ignore this email: your password stays the same.',
  },
};

export type MailTexts = typeof mailEn;
