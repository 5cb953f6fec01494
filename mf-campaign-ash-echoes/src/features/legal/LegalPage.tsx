import { useEffect, useState } from 'react';
import {
  CAMPAIGN_HTML_LANG,
  CampaignLanguagePicker,
  currentCampaignLanguage,
  ErrorState,
  Skeleton,
  TERMS_SECTIONS,
  PRIVACY_SECTIONS,
} from '@portal/campaign';
import { LegalDocumentView } from '@portal/campaign/legal';
import { TERMS_LAST_UPDATED_AT } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { LANDING_PATH } from '../../campaign/config';
import { registerLegalTexts, useLegalTexts, useTexts } from '../../i18n';

export type LegalDocumentKind = 'terms' | 'privacy' | 'eula';

const SECTIONS: Record<LegalDocumentKind, readonly string[]> = {
  terms: TERMS_SECTIONS,
  eula: TERMS_SECTIONS,
  privacy: PRIVACY_SECTIONS,
};

/** The EULA shares the terms' numbered sections (001 §2); only its title and intro differ. */
const TEXT_ROOT: Record<LegalDocumentKind, 'terms' | 'privacy'> = { terms: 'terms', eula: 'terms', privacy: 'privacy' };

/** The legal texts load with the page, not with the landing. */
function useLegalTextsLoaded() {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const load = () =>
    registerLegalTexts().then(
      () => setState('ready'),
      () => setState('error'),
    );
  useEffect(() => void load(), []);
  const retry = () => {
    setState('loading');
    void load();
  };
  return { state, retry };
}

/** /games/tnc/terms, /games/tnc/privacy and /terms (EULA): numbered sections, "Terms last updated". */
export function LegalPage({ document }: { document: LegalDocumentKind }) {
  const { state, retry } = useLegalTextsLoaded();
  if (state === 'loading') return <Skeleton />;
  if (state === 'error') return <ErrorState onRetry={retry} />;
  return <LegalDocument document={document} />;
}

function LegalDocument({ document }: { document: LegalDocumentKind }) {
  const { t } = useLegalTexts();
  const app = useTexts();
  const root = TEXT_ROOT[document];
  const locale = CAMPAIGN_HTML_LANG[currentCampaignLanguage()];
  return (
    <div>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 16px' }}>
        <a href={LANDING_PATH} css={{ color: '#F2C14E' }}>
          {app.t('preRegisterPage.back')}
        </a>
        <CampaignLanguagePicker />
      </div>
      <LegalDocumentView
        document={document}
        title={t(`${document}.title`)}
        pageTitle={`${t(`${document}.title`)} · ${app.t('title')}`}
        subtitle={t(`${document}.subtitle`)}
        intro={t(`${document}.intro`)}
        lastUpdatedLabel={t('lastUpdated')}
        lastUpdated={{ dateTime: '2020-01-01', text: formatLastUpdated(locale) }}
        contentsLabel={t('contents')}
        sections={SECTIONS[document]}
        sectionTitle={(key) => t(`${root}.sections.${key}.title`)}
        sectionBody={(key) => t(`${root}.sections.${key}.body`)}
      />
    </div>
  );
}

/** 'January 1st, 2020' in English (001 §9, the portal's format); the other languages' long date. */
function formatLastUpdated(locale: string): string {
  if (locale === 'en') return formatDate(TERMS_LAST_UPDATED_AT, 'MMMM Do, YYYY', { language: 'en' });
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(TERMS_LAST_UPDATED_AT * 1000),
  );
}
