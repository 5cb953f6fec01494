/** `@portal/campaign/legal`: the legal page renderer alone, so a non-campaign app (mf-help) pays only for it. */
export { LegalDocumentView, type LegalDocumentViewProps } from './LegalDocumentView';
export { parseLegalBody, type LegalBlock } from './parseLegalBody';
export { TERMS_SECTIONS, PRIVACY_SECTIONS } from './sections';
