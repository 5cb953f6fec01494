/**
 * The numbered sections of the legal pages, in the order of 001 §2 (the same keys and order as
 * mf-help's `features/legal/sections.ts`, so both apps render their texts with one renderer).
 */
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
