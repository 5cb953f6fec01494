import { LegalDocumentView } from '@portal/campaign/legal';
import { TERMS_LAST_UPDATED_AT } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { isSupportedLanguage } from '@portal/i18n';
import { useLegalTexts } from '../../i18n';
import { LEGAL_SECTIONS, type LegalDocument } from './sections';

/**
 * /tou and /privacy: the numbered sections of 001 §2, drawn by the campaign kit's legal renderer
 * (the one the campaign pages' /games/tnc/terms and /games/tnc/privacy use), with mf-help's texts.
 */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const { t, i18n } = useLegalTexts();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <LegalDocumentView
      document={doc}
      // The register form's EULA link (`/tou#eula`) lands here: the Terms of Use are also the EULA.
      anchorId={doc === 'tou' ? 'eula' : undefined}
      title={t(`${doc}.title`)}
      subtitle={t(`${doc}.subtitle`)}
      lastUpdatedLabel={t(`${doc}.lastUpdated`)}
      lastUpdated={{
        dateTime: '2020-01-01',
        text: formatDate(TERMS_LAST_UPDATED_AT, 'MMMM Do, YYYY', { language }),
      }}
      intro={t(`${doc}.intro`)}
      contentsLabel={t('contents')}
      sections={LEGAL_SECTIONS[doc]}
      sectionTitle={(key) => t(`${doc}.sections.${key}.title`)}
      sectionBody={(key) => t(`${doc}.sections.${key}.body`)}
    />
  );
}
