import { gachaEndpoints, inLanguage, type GachaEventDetail, type GachaEventSummary } from '@portal/contracts';
import { call } from '@portal/api-client';
import { useResource } from '@portal/api-client/resource';
import { formatDate } from '@portal/format/date';
import { Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import { PrizeOdds } from './PrizeOdds';

const DATE = 'MMM Do YYYY';

/**
 * /gacha-event: every open and coming gacha event with its dates, cost per draw, and prizes with
 * their rarity, stock and published odds (no event banner on this page, 000 §2).
 */
export function GachaEventsPage() {
  const { t } = useTexts();
  // Every event with its prizes in one answer: cards whose odds arrived one by one would push the
  // cards below them down each time.
  const events = useResource(async (signal) => {
    const summaries = await call(gachaEndpoints.events, { signal });
    const details = await Promise.all(
      summaries.map((event) => call(gachaEndpoints.event, { params: { eventCode: event.code }, signal })),
    );
    return summaries.map((event, index) => ({ event, detail: details[index]! }));
  }, []);
  return (
    <Page title={t('gachaEvents.title')} testId="page-gacha-events">
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('gachaEvents.intro')}</p>
      {events.status === 'loading' && <LoadingState blocks={[160, 160]} />}
      {events.status === 'error' && <ErrorState message={t('state.error')} onRetry={events.retry} />}
      {events.status === 'ready' &&
        (events.data.length === 0 ? (
          <EmptyState action={<Link to="/reward">{t('gachaEvents.toGacha')}</Link>}>
            {t('gacha.noEvents')}
          </EmptyState>
        ) : (
          <div
            css={{ display: 'grid', gap: theme.space.lg, [theme.breakpoints.wide]: { gap: theme.space.xl } }}
          >
            {events.data.map(({ event, detail }) => (
              <EventCard key={event.code} event={event} detail={detail} />
            ))}
          </div>
        ))}
    </Page>
  );
}

function EventCard({ event, detail }: { event: GachaEventSummary; detail: GachaEventDetail }) {
  const { t } = useTexts();
  const language = useLanguage();
  const headingId = `gacha-event-${event.code}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`gacha-event-card-${event.code}`}
      css={{
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        border: `1px solid ${event.isOpen ? theme.colors.goldDark : theme.colors.border}`,
        background: theme.gradients.surface,
      }}
    >
      <header css={{ display: 'grid', gap: theme.space.xs }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
          <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
            {inLanguage(event, language).name}
          </h2>
          <span
            data-testid="gacha-event-status"
            css={{
              padding: `0 ${theme.space.sm}px`,
              borderRadius: theme.radii.pill,
              fontSize: theme.fontSizes.xs,
              fontWeight: theme.fontWeights.bold,
              lineHeight: 1.8,
              color: event.isOpen ? theme.colors.textOnGold : theme.colors.text,
              background: event.isOpen ? theme.colors.gold : theme.colors.surfaceRaised,
              border: `1px solid ${event.isOpen ? theme.colors.gold : theme.colors.inputBorder}`,
            }}
          >
            {event.isOpen ? t('gachaEvents.open') : t('gachaEvents.coming')}
          </span>
        </div>
        <dl
          css={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            gap: `${theme.space.xxs}px ${theme.space.md}px`,
            color: theme.colors.textMuted,
            dd: { margin: 0, color: theme.colors.text },
          }}
        >
          <dt>{t('gachaEvents.dates')}</dt>
          <dd data-testid="gacha-event-dates">
            {t('gachaEvents.fromTo', {
              start: formatDate(event.startAt, DATE, { language }),
              end: formatDate(event.endAt, DATE, { language }),
            })}
          </dd>
          <dt>{t('gachaEvents.costLabel')}</dt>
          <dd>
            {t('gacha.cost', { count: event.ticketCost, amount: formatAmount(event.ticketCost, language) })}
          </dd>
        </dl>
      </header>
      <section aria-label={t('gacha.prizes')} css={{ display: 'grid', gap: theme.space.sm }}>
        <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>{t('gachaEvents.prizesAndOdds')}</h3>
        {detail.prizes.length === 0 ? (
          <EmptyState>{t('gachaEvents.noPrizes')}</EmptyState>
        ) : (
          <PrizeOdds event={detail} />
        )}
      </section>
      <Link
        to={`/reward?event=${event.code}`}
        css={{ justifySelf: 'start', fontWeight: theme.fontWeights.bold, color: theme.colors.gold }}
      >
        {event.isOpen ? t('gachaEvents.drawHere') : t('gachaEvents.seeEvent')}
      </Link>
    </article>
  );
}
