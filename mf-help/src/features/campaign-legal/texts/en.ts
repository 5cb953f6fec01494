/**
 * The campaign site's legal texts (001 §2 section lists, §6 account rules, §9 money rules). A body is
 * paragraphs separated by a blank line; a paragraph whose lines all start with "- " is a list.
 */
const en = {
  contents: 'Contents',
  lastUpdated: 'Terms last updated',
  terms: {
    title: 'Terms and Conditions',
    subtitle: 'Pre-registration campaigns and game services of the publisher',
    /** The same, for one game's campaign (?game=<gameCode>). */
    gameSubtitle: '{{game}} pre-registration campaign and game services',
    intro:
      'Please read these terms carefully: they are the agreement between you and the Company for the campaign and the game.',
    sections: {
      definitions: {
        title: 'Definitions',
        body: `In these terms:

- "Account", also called a User ID, is the account you use on our services.
- "Game Account" is a character or profile in a game; you may hold several in one game.
- "In-game Currency" is the virtual currency used inside the game.
- "Coin" is the Company's coin bought on the portal.
- "Content" is any text, image or video you submit.
- "Paid Services" are services, items or currency you pay for.
- "Partners" are companies that provide services with us.`,
      },
      agreement: {
        title: 'Agreement',
        body: 'By pre-registering, joining the campaign or using the game you agree to these terms. If you do not agree, do not use the services.',
      },
      amendments: {
        title: 'Amendments',
        body: 'We may change these terms. We announce changes on this page before they take effect; the date above shows the version in force.',
      },
      account: {
        title: 'Account',
        body: `Your Account is personal: you may not transfer, sell or lend it.

A Game Account may move to another user only with the Company's consent and support, with its items but without the Coin.

An Account inactive for 180 days may be deleted or terminated. Deleting an Account ends your right to use the services.`,
      },
      serviceRegulations: {
        title: 'Service regulations',
        body: 'The campaign, its points, quests, raffle and rewards follow the rules shown on the campaign pages. Rewards need an Account; the raffle is for players who pre-register on the website.',
      },
      advertising: {
        title: 'Advertising',
        body: 'The services may show advertising from the Company and its Partners.',
      },
      partnerServices: {
        title: 'Partner services',
        body: 'Some services are provided by Partners under their own terms, which you accept when you use them.',
      },
      content: {
        title: 'Content',
        body: 'You keep the rights to Content you submit and allow us to show it within the services. Content that breaks the law or these terms may be removed.',
      },
      gameCurrency: {
        title: 'Game currency',
        body: `In-game Currency and the Coin can be used only in the Account that obtained them and cannot be moved between Accounts.

Spent In-game Currency is not refundable except where the law or the Company decides otherwise. Paid Services are not refundable.`,
      },
      restrictions: {
        title: 'Restrictions',
        body: `You may not:

- use cheats, bots or unauthorised software;
- exploit errors of the game instead of reporting them;
- create Accounts to collect campaign rewards unfairly;
- harass other players.`,
      },
      userResponsibilities: {
        title: 'User responsibilities',
        body: 'Keep your password safe and report errors of the game to the Company immediately, within the deadline it sets.',
      },
      termination: {
        title: 'Termination',
        body: 'The Company may suspend, delete or restrict an Account without notice when these terms are violated.',
      },
      disclaimer: {
        title: 'Disclaimer',
        body: 'The services are provided as they are. The Company is not liable for losses caused by events beyond its control.',
      },
      intellectualProperty: {
        title: 'Intellectual property',
        body: 'The game, its characters, artwork and texts belong to the Company or its licensors.',
      },
      governingLaw: {
        title: 'Governing law',
        body: 'These terms are governed by the law of the country where the Company is registered.',
      },
      questions: {
        title: 'Questions',
        body: 'Questions about these terms? Contact us through the Help Center.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    subtitle: "How the publisher's pre-registration campaigns use your data",
    /** The same, for one game's campaign (?game=<gameCode>). */
    gameSubtitle: 'How the {{game}} campaign uses your data',
    intro:
      'This policy explains what we collect when you pre-register and take part in the campaign, and why.',
    sections: {
      definition: {
        title: 'Definition',
        body: '"Personal data" is information that identifies you, such as your email address or your shipping address.',
      },
      generalRegulations: {
        title: 'General regulations',
        body: 'We process personal data lawfully, only for the purposes below, and keep it safe.',
      },
      collection: {
        title: 'Collection',
        body: `We collect:

- your email and password when you pre-register;
- your consent to the terms and the EULA, with its time and version;
- your campaign activity: points, quests, videos watched, invitations;
- the shipping address and contact number a raffle winner sends.`,
      },
      purpose: {
        title: 'Purpose',
        body: 'We use the data to run your Account, give campaign rewards, hold the raffle and ship prizes.',
      },
      displayAndDisclosure: {
        title: 'Display and disclosure',
        body: 'Winners are announced by lottery number and nickname. We share a shipping address only with the carrier that delivers the prize.',
      },
      changes: {
        title: 'Changes',
        body: 'We may update this policy; the date above shows the version in force.',
      },
      consistencyWithTerms: {
        title: 'Consistency with the terms',
        body: 'This policy is part of the Terms and Conditions; where they differ on personal data, this policy applies.',
      },
      governingLaw: {
        title: 'Governing law',
        body: 'This policy is governed by the law of the country where the Company is registered.',
      },
      questions: {
        title: 'Questions',
        body: 'Questions about your data? Contact us through the Help Center.',
      },
    },
  },
};

export default en;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type LegalTexts = Shape<typeof en>;
