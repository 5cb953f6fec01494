import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '@portal/campaign/legal';

/** The numbered sections of 001 §2 and the body format, from the campaign kit's legal renderer. */
export { parseLegalBody, PRIVACY_SECTIONS, TERMS_SECTIONS, type LegalBlock } from '@portal/campaign/legal';

export type LegalDocument = 'tou' | 'privacy';

export const LEGAL_SECTIONS: Record<LegalDocument, readonly string[]> = {
  tou: TERMS_SECTIONS,
  privacy: PRIVACY_SECTIONS,
};
