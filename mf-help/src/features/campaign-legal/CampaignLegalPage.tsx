import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import {
  campaignCalls,
  campaignDate,
  CampaignLanguagePicker,
  currentCampaignLanguage,
  PRIVACY_SECTIONS,
  registerCampaignTexts,
  TERMS_SECTIONS,
  useCampaign,
  useCampaignTranslation,
  useKitTexts,
  type CampaignCalls,
  type CampaignLanguage,
} from '@portal/campaign';
import { LegalDocumentView } from '@portal/campaign/legal';
import { GameCodeSchema, TERMS_LAST_UPDATED_AT } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { ErrorState, LoadingState, PortalThemeProvider } from '@portal/ui';
import { registerFeaturedTexts, useFeaturedTexts } from '../featured-campaign/texts';

/** The campaign site's terms and privacy policy: long texts, loaded only with these pages. */
const CAMPAIGN_LEGAL_NS = 'helpCampaignLegal';
const registerCampaignLegalTexts = () =>
  Promise.all([
    registerFeaturedTexts(),
    registerCampaignTexts(CAMPAIGN_LEGAL_NS, {
      en: () => import('./texts/en'),
      id: () => import('./texts/id'),
      th: () => import('./texts/th'),
      vn: () => import('./texts/vn'),
    }),
  ]);

export type CampaignLegalDocument = 'terms' | 'privacy';
type LegalPlace = 'games' | 'site';
const SECTIONS: Record<CampaignLegalDocument, readonly string[]> = {
  terms: TERMS_SECTIONS,
  privacy: PRIVACY_SECTIONS,
};

function useTextsLoaded() {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    registerCampaignLegalTexts().then(
      () => live && setState('ready'),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setState('loading');
    setAttempt((count) => count + 1);
  };
  return { state, retry };
}

/**
 * /games/tnc/terms, /games/tnc/privacy and /terms: the campaign site's documents (001 §2). With
 * `?game=<gameCode>` (a campaign's consent step links them so) they are titled for that game's campaign.
 */
export function CampaignLegalPage({
  document,
  place = 'games',
}: {
  document: CampaignLegalDocument;
  /** `site`: /terms, the campaign site's own address for the terms (its title says so). */
  place?: LegalPlace;
}) {
  const { state, retry } = useTextsLoaded();
  const { t: kit } = useKitTexts();
  const [params] = useSearchParams();
  const game = v.safeParse(GameCodeSchema, params.get('game'));
  return (
    <PortalThemeProvider>
      {state === 'loading' && <LoadingState label={kit('state.loading')} />}
      {state === 'error' && (
        <ErrorState message={kit('state.error')} retryLabel={kit('state.retry')} onRetry={retry} />
      )}
      {state === 'ready' &&
        (game.success ? (
          <GameDocument document={document} gameCode={game.output} place={place} />
        ) : (
          <Document document={document} gameName={null} place={place} backHref="/" />
        ))}
    </PortalThemeProvider>
  );
}

function GameDocument({
  document,
  gameCode,
  place,
}: {
  document: CampaignLegalDocument;
  gameCode: string;
  place: LegalPlace;
}) {
  const api: CampaignCalls = useMemo(() => campaignCalls(gameCode), [gameCode]);
  const campaign = useCampaign(api);
  // An unknown game keeps the publisher's title: the document is the same for every campaign.
  return (
    <Document
      document={document}
      gameName={campaign?.name ?? null}
      place={place}
      backHref={`/games/official/${gameCode}`}
    />
  );
}

function Document({
  document,
  gameName,
  place,
  backHref,
}: {
  document: CampaignLegalDocument;
  gameName: string | null;
  place: LegalPlace;
  backHref: string;
}) {
  const { t } = useCampaignTranslation(CAMPAIGN_LEGAL_NS);
  const featured = useFeaturedTexts();
  const title = t(`${document}.title`);
  const subtitle = gameName ? t(`${document}.gameSubtitle`, { game: gameName }) : t(`${document}.subtitle`);
  return (
    <div>
      <div
        css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 16px' }}
      >
        <a href={backHref} css={{ color: '#F2C14E' }}>
          {featured.t('legal.back')}
        </a>
        <CampaignLanguagePicker />
      </div>
      <LegalDocumentView
        document={document}
        title={title}
        pageTitle={`${title} · ${gameName ?? featured.t(`legal.place.${place}`)}`}
        subtitle={subtitle}
        intro={t(`${document}.intro`)}
        lastUpdatedLabel={t('lastUpdated')}
        lastUpdated={{
          dateTime: '2020-01-01',
          text: formatLastUpdated(currentCampaignLanguage()),
        }}
        contentsLabel={t('contents')}
        sections={SECTIONS[document]}
        sectionTitle={(key) => t(`${document}.sections.${key}.title`)}
        sectionBody={(key) => t(`${document}.sections.${key}.body`)}
      />
    </div>
  );
}

/** 'January 1st, 2020' in English (001 §9, the portal's format); the other languages' long date. */
function formatLastUpdated(language: CampaignLanguage): string {
  if (language === 'en') return formatDate(TERMS_LAST_UPDATED_AT, 'MMMM Do, YYYY', { language: 'en' });
  return campaignDate(TERMS_LAST_UPDATED_AT);
}
