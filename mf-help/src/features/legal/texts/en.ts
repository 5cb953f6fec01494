/**
 * Legal texts (001 §2 section lists). A body is paragraphs separated by a blank line; a paragraph
 * whose lines all start with "- " is a list. Section order and numbering live in ../sections.ts.
 */
const en = {
  contents: 'Contents',
  backToTop: 'Back to top',
  tou: {
    title: 'Terms of Use',
    subtitle: 'Terms of Use and End User License Agreement (EULA)',
    lastUpdated: 'Terms last updated:',
    intro:
      'Please read these terms carefully. They are the agreement between you and the Company for everything you do on the portal and in our games.',
    sections: {
      definitions: {
        title: 'Definitions',
        body: `In these Terms:

- "Company", "we" and "us" mean the publisher that runs this portal and its games.
- "Services" means the portal, our games, websites, apps and every related service.
- "Account", also called a User ID, means the account you create to use the Services.
- "Game Account" means a character or profile inside a game; you may hold several Game Accounts in one game.
- "In-game Currency" means the virtual currency used inside a game.
- "Gold" means the Company's coin, bought on the portal, including Bound Gold.
- "Content" means text, images, videos and any other material you submit to the Services.
- "Paid Services" means services, items or currency you pay for.
- "Partners" means companies that provide services with us or through the Services.`,
      },
      agreement: {
        title: 'Agreement',
        body: `By creating an Account or using the Services you agree to these Terms of Use and End User License Agreement (the "Terms"). If you do not agree, please do not use the Services.

If you are under the age of majority where you live, a parent or legal guardian must read and accept these Terms for you.`,
      },
      amendments: {
        title: 'Amendments',
        body: `We may change these Terms when the Services or the law change. We announce changes on the portal at least 7 days before they take effect, or 30 days before when a change reduces your rights. The date at the top of this page shows the version in force.

If you keep using the Services after a change takes effect, you accept the new Terms. If you do not, you may stop using the Services and close your Account.`,
      },
      account: {
        title: 'Account',
        body: `- Your Account is personal: you may not sell, transfer, lend or share it.
- A Game Account can move to another user only with the Company's consent and support; its items move with it, its Gold does not.
- Keep your password secret. You are responsible for everything done with your Account.
- An Account that has been inactive for 180 days may be deleted or terminated. Deleting your Account ends your right to use the Services with it.`,
      },
      serviceRegulations: {
        title: 'Service regulations',
        body: `We aim to run the Services 24 hours a day, but we may pause them for maintenance, upgrades or events beyond our control. Planned maintenance is announced on the portal in advance whenever possible.

Games, features and events may change or end. When a game closes we announce it at least 30 days before, and explain what happens to its items and In-game Currency.`,
      },
      advertising: {
        title: 'Advertising',
        body: 'The Services may show advertising for our games and for those of our Partners. We never sell your personal data to advertisers; the Privacy Policy explains how your data is used.',
      },
      partnerServices: {
        title: 'Partner services',
        body: 'Some features are provided by Partners, for example payment, social sign-in and the help chat. Their own terms apply to their services. We choose our Partners carefully, but we are not responsible for their services beyond what the law requires.',
      },
      content: {
        title: 'Content',
        body: `You keep ownership of the Content you submit. You give us a worldwide, royalty-free licence to use, show and adapt it to run and promote the Services.

Content must not be illegal, hateful, misleading or infringe anyone's rights. We may remove Content that breaks these Terms without notice.`,
      },
      gameCurrency: {
        title: 'Game currency',
        body: `- Gold and In-game Currency have no value outside the Services and cannot be exchanged for money.
- Spent Gold and In-game Currency are not refunded, except where the law requires it or the Company decides otherwise. Paid Services are not refundable.
- Gold and In-game Currency can be used only in the Account that bought them, and cannot be moved between Accounts.
- Bound Gold expires at the end of the year after the year you received it.`,
      },
      restrictions: {
        title: 'Restrictions',
        body: `You must not:

- use cheats, bots, exploits or unauthorised third-party software;
- disturb our servers, our networks or other players' use of the Services;
- pretend to be someone else, or collect other users' data;
- buy or sell Accounts, Game Accounts, items or currency for money outside the Services;
- copy, modify, reverse engineer or resell any part of the Services.`,
      },
      userResponsibilities: {
        title: 'User responsibilities',
        body: `Report any game error to us immediately, within the deadline we announce, and do not take advantage of it. Items or currency gained through an error may be removed.

You are responsible for your device, your internet connection and the charges that come with them, and for keeping your contact email up to date.`,
      },
      termination: {
        title: 'Termination',
        body: `We may suspend, restrict or delete an Account, with or without notice, when it breaks these Terms, and inactive Accounts as described in section 4.

You may stop using the Services at any time and ask us to delete your Account through Contact Us. Gold left in a closed Account is not refunded, except where the law requires it.`,
      },
      disclaimer: {
        title: 'Disclaimer',
        body: 'The Services are provided "as is". As far as the law allows, we do not promise that they will always be available or free of errors, and we are not liable for indirect or consequential losses. Nothing in these Terms limits the rights consumer law gives you.',
      },
      intellectualProperty: {
        title: 'Intellectual property',
        body: 'The Services, games, characters, artwork, music and software belong to the Company or its licensors. We give you a personal, non-exclusive, non-transferable and revocable licence to use them for your own entertainment, not for commercial purposes.',
      },
      governingLaw: {
        title: 'Governing law',
        body: `These Terms are governed by the laws of the country where the Company is registered. We will first try to settle any dispute with you amicably; if that fails within 30 days, it goes to the competent courts of that country.

This does not take away the protection of the mandatory consumer laws of the country where you live.`,
      },
      questions: {
        title: 'Questions',
        body: 'Questions about these Terms? Tap Need Help at the top of any page and choose Contact Us to chat with our support team, or send us a feedback.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    subtitle: 'How we collect, use and protect your personal data',
    lastUpdated: 'Policy last updated:',
    intro:
      'Your privacy matters to us. This policy explains which personal data we collect when you use the portal and our games, why, and the choices you have.',
    sections: {
      definition: {
        title: 'Definition',
        body: `- "Personal data" means information that identifies you directly or indirectly, such as your email address, your User ID, your device and how you use the Services.
- "Processing" means anything done with personal data: collecting, storing, using, sharing or deleting it.
- "We" means the Company, which decides how your personal data is processed. Other words have the meaning given in the Terms of Use.`,
      },
      generalRegulations: {
        title: 'General regulations',
        body: `We process personal data lawfully and fairly, only for the purposes listed in this policy, and we keep it no longer than needed.

We protect it with technical and organisational measures: encrypted connections, passwords stored only as salted hashes, limited staff access and regular reviews.`,
      },
      collection: {
        title: 'Collection',
        body: `We collect:

- what you give us: your email address, nickname, password, profile details such as your birth date, your feedback and your messages to support;
- what sign-in Partners share when you choose social sign-in, such as your email address and public profile;
- purchase data: top-ups, transactions and your wallet balance (card details stay with the payment provider);
- usage and device data: IP address, browser and device type, language, pages visited, game activity and access logs.`,
      },
      purpose: {
        title: 'Purpose',
        body: `We use personal data to:

- create and protect your Account and sign you in;
- provide games, the wallet, VIP ranks, quests, rewards and events;
- process payments and prevent fraud and abuse, for example by limiting requests per IP address;
- answer your feedback and support requests;
- improve the Services and, with your consent where the law requires it, send you news and offers.`,
      },
      displayAndDisclosure: {
        title: 'Display and disclosure',
        body: `Your nickname, avatar, personality type, VIP rank and game activity appear on your public profile.

We do not sell personal data. We share it only with Partners that process it for us under contract (hosting, payments, customer support, analytics), when you ask us to, or when the law requires it.`,
      },
      changes: {
        title: 'Changes',
        body: 'We may update this policy. The date at the top shows the version in force, and we announce important changes on the portal before they apply.',
      },
      consistencyWithTerms: {
        title: 'Consistency with the Terms',
        body: 'This policy is part of the Terms of Use. Where the two differ on personal data, this policy applies.',
      },
      governingLaw: {
        title: 'Governing law',
        body: `This policy is governed by the same law as the Terms of Use and by the data protection law that applies to you.

You may ask to see, correct, export or delete your personal data, or object to how we use it, through Contact Us.`,
      },
      questions: {
        title: 'Questions',
        body: 'Questions or requests about your personal data? Tap Need Help at the top of any page and choose Contact Us, or send us a feedback: our data protection team will answer.',
      },
    },
  },
};
export default en;
export type LegalTexts = typeof en;
