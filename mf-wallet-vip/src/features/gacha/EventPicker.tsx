import { inLanguage, type GachaEventSummary } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { theme } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';

/** The gacha events as links to /reward?event=; the current one is marked. */
export function EventList({ events, current }: { events: GachaEventSummary[]; current?: string }) {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
      {events.map((event) => (
        <li key={event.code}>
          <Link
            to={`/reward?event=${event.code}`}
            aria-current={event.code === current ? 'true' : undefined}
            data-testid={`gacha-event-${event.code}`}
            css={{
              display: 'grid',
              gap: theme.space.xxs,
              padding: theme.space.md,
              borderRadius: theme.radii.md,
              border: `1px solid ${event.code === current ? theme.colors.gold : theme.colors.border}`,
              background: theme.colors.surface,
              color: theme.colors.text,
              textDecoration: 'none',
            }}
          >
            <strong>{inLanguage(event, language).name}</strong>
            <small css={{ color: theme.colors.textMuted }}>
              {event.isOpen
                ? t('gacha.openUntil', { date: formatDate(event.endAt, 'MMM Do YYYY', { language }) })
                : t('gacha.opensOn', { date: formatDate(event.startAt, 'MMM Do YYYY', { language }) })}
              {' · '}
              {t('gacha.cost', {
                count: event.ticketCost,
                amount: formatAmount(event.ticketCost, language),
              })}
            </small>
          </Link>
        </li>
      ))}
    </ul>
  );
}
