import { gachaEndpoints, inLanguage, walletEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { isSignedInAtom, useSessionValue, userAtom } from '@portal/session';
import { formatDate } from '@portal/format/date';
import { Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { Pagination } from '../../ui/Pagination';
import { SignInPrompt } from '../../ui/SignInPrompt';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import { DrawPanel } from './DrawPanel';
import { GetGachaPoints } from './GetGachaPoints';
import { PrizeOdds } from './PrizeOdds';
import { RarityBadge } from './rarity';
import { EventList } from './EventPicker';

const HISTORY_SIZE = 10;

/**
 * /reward (also the gacha): the events, the chosen event's prizes, the player's Gacha Points
 * (tokenAmount), Draw 1 / Draw 10 with the result, and the player's draws. Gold-level players get
 * the special gacha style.
 */
export function RewardPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const signedIn = useSessionValue(isSignedInAtom);
  const user = useSessionValue(userAtom);
  const events = useResource(() => call(gachaEndpoints.events), []);
  const goldStyle = user?.vipProgress.currentLevel === 2;
  const chosen =
    events.status === 'ready'
      ? (events.data.find((event) => event.code === params.get('event')) ??
        events.data.find((event) => event.isOpen) ??
        events.data[0])
      : undefined;

  return (
    <Page title={t('gacha.title')} testId="page-reward">
      <div
        data-gacha-style={goldStyle ? 'gold' : 'standard'}
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: theme.space.lg,
          ...(goldStyle
            ? { padding: theme.space.sm, borderRadius: theme.radii.xl, boxShadow: theme.shadows.goldGlow }
            : {}),
        }}
      >
        {events.status === 'loading' && <LoadingState blocks={[56, 56, 56]} />}
        {events.status === 'error' && <ErrorState message={t('state.error')} onRetry={events.retry} />}
        {events.status === 'ready' && !chosen && <EmptyState>{t('gacha.noEvents')}</EmptyState>}
        {chosen && (
          <>
            <EventList events={events.status === 'ready' ? events.data : []} current={chosen.code} />
            <EventDetail code={chosen.code} signedIn={signedIn} />
          </>
        )}
      </div>
    </Page>
  );
}

function EventDetail({ code, signedIn }: { code: string; signedIn: boolean }) {
  const { t } = useTexts();
  const language = useLanguage();
  const event = useResource(
    (signal) => call(gachaEndpoints.event, { params: { eventCode: code }, signal }),
    [code],
  );
  const [historyPage, setHistoryPage] = useState(1);
  const [version, setVersion] = useState(0);
  const token = useResource(
    () => (signedIn ? call(gachaEndpoints.token) : Promise.resolve(null)),
    [signedIn],
  );
  const totals = useResource(() => call(walletEndpoints.totals), [], { enabled: signedIn });
  const [tokens, setTokens] = useState<number | null>(null);

  const drawn = useCallback(
    (left: number) => {
      setTokens(left);
      setHistoryPage(1);
      setVersion((n) => n + 1);
      event.reload();
    },
    [event],
  );

  // One placeholder until the event, the player's Gacha Points and points are all in: the draw
  // panel and the how-to card arriving one by one would push the prizes down each time.
  const walletLoading =
    signedIn &&
    ((token.status === 'loading' && tokens === null) || (totals.status === 'loading' && !totals.data));
  if (event.status === 'error' && !event.data)
    return <ErrorState message={t('state.error')} onRetry={event.retry} />;
  if (!event.data || walletLoading) return <LoadingState blocks={[56, 56, 56]} />;
  const tokenAmount = tokens ?? token.data?.tokenAmount ?? 0;

  return (
    <>
      <Card title={inLanguage(event.data, language).name} testId="gacha-event">
        {!signedIn && <SignInPrompt message={t('gacha.signIn')} />}
        {signedIn && token.status === 'error' && (
          <ErrorState message={t('state.error')} onRetry={token.retry} />
        )}
        {signedIn && token.status !== 'error' && (token.data || tokens !== null) && (
          <DrawPanel event={event.data} tokenAmount={tokenAmount} onDrawn={drawn} />
        )}
      </Card>
      {signedIn && token.status !== 'error' && (token.data || tokens !== null) && (
        <GetGachaPoints
          tokenAmount={tokenAmount}
          ticketCost={event.data.ticketCost}
          totals={totals}
          onConverted={setTokens}
        />
      )}
      <Card title={t('gacha.prizes')} testId="gacha-prizes">
        <PrizeOdds event={event.data} />
      </Card>
      {signedIn && <DrawHistory page={historyPage} onPage={setHistoryPage} version={version} />}
    </>
  );
}

function DrawHistory({
  page,
  onPage,
  version,
}: {
  page: number;
  onPage: (page: number) => void;
  version: number;
}) {
  const { t } = useTexts();
  const language = useLanguage();
  const history = useResource(
    (signal) => call(gachaEndpoints.history, { query: { page, size: HISTORY_SIZE }, signal }),
    [page, version],
  );
  return (
    <Card title={t('gacha.history')} testId="gacha-history">
      {history.status === 'loading' && !history.data && <LoadingState blocks={[32, 32]} />}
      {history.status === 'error' && <ErrorState message={t('state.error')} onRetry={history.retry} />}
      {history.data &&
        (history.data.total === 0 ? (
          <EmptyState>{t('gacha.historyEmpty')}</EmptyState>
        ) : (
          <>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}>
              {history.data.items.map((draw) => (
                <li
                  key={draw.id}
                  data-testid="gacha-draw"
                  css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm }}
                >
                  <span
                    css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}
                  >
                    <span css={{ overflowWrap: 'anywhere' }}>{draw.prizeName}</span>
                    <RarityBadge rarity={draw.rarity} />
                  </span>
                  <small css={{ color: theme.colors.textMuted }}>
                    {formatDate(draw.createdAt, 'MMM Do YYYY', { language })} ·{' '}
                    {t('gacha.pointsCount', {
                      count: draw.tokensSpent,
                      amount: formatAmount(draw.tokensSpent, language),
                    })}
                  </small>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              size={HISTORY_SIZE}
              total={history.data.total}
              onChange={(next) => onPage(next)}
            />
          </>
        ))}
    </Card>
  );
}
