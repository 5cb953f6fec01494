/** The numbered sections of the legal pages, in the order of 001 §2. */
export const TERMS_SECTIONS = [
  'definitions',
  'agreement',
  'amendments',
  'account',
  'serviceRegulations',
  'advertising',
  'partnerServices',
  'content',
  'gameCurrency',
  'restrictions',
  'userResponsibilities',
  'termination',
  'disclaimer',
  'intellectualProperty',
  'governingLaw',
  'questions',
] as const;

export const PRIVACY_SECTIONS = [
  'definition',
  'generalRegulations',
  'collection',
  'purpose',
  'displayAndDisclosure',
  'changes',
  'consistencyWithTerms',
  'governingLaw',
  'questions',
] as const;

export type LegalDocument = 'tou' | 'privacy';

export const LEGAL_SECTIONS: Record<LegalDocument, readonly string[]> = {
  tou: TERMS_SECTIONS,
  privacy: PRIVACY_SECTIONS,
};

/** A section body's blocks: a paragraph, or a list when every line starts with "- ". */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseLegalBody(body: string): LegalBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): LegalBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2)) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}
