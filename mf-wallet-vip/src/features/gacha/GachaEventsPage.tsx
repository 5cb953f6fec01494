import { gachaEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { Page } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { EmptyState, ErrorState, Skeleton } from '../../components/States';
import { useTexts } from '../../i18n';
import { EventList } from './EventPicker';

/** /gacha-event: the event list (no event banner on this page, 000 §2). */
export function GachaEventsPage() {
  const { t } = useTexts();
  const events = useResource(() => call(gachaEndpoints.events), []);
  return (
    <Page title={t('gachaEvents.title')} testId="page-gacha-events">
      {events.status === 'loading' && <Skeleton rows={2} />}
      {events.status === 'error' && <ErrorState onRetry={events.retry} />}
      {events.status === 'ready' &&
        (events.data.length === 0 ? (
          <EmptyState>{t('gacha.noEvents')}</EmptyState>
        ) : (
          <EventList events={events.data} />
        ))}
    </Page>
  );
}
