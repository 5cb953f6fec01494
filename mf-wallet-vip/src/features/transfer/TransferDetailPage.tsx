import { transferEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { formatDate } from '@portal/format/date';
import { Page, theme, ErrorState, LoadingState } from '@portal/ui';
import { Link, useParams } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { StatusBadge } from '../../ui/StatusBadge';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { usePolling } from '../../ui/usePolling';
import { useLanguage } from '../../ui/useLanguage';
import { gameName, loadGameNames } from '../../ui/gameNames';
import { formatAmount } from '../../ui/format';

/** /transfer/{transferId}: the delivery status, polled while the game has not confirmed. */
export function TransferDetailPage() {
  const { t } = useTexts();
  const language = useLanguage();
  const { transferId = '' } = useParams();
  const transfer = useResource(
    (signal) =>
      Promise.all([
        call(transferEndpoints.get, { params: { transferId }, signal }),
        // Without the list the game's name is its code's words, never a failed page.
        loadGameNames(signal).catch(() => new Map<string, string>()),
      ]),
    [transferId],
  );
  usePolling(transfer.data?.[0].status === 'awaiting_delivery', transfer.reload);
  const [data, names] = transfer.data ?? [null, null];
  return (
    <Page title={t('transferDetail.title')} testId="page-transfer-detail">
      {transfer.status === 'loading' && !data && <LoadingState blocks={[56, 56, 56]} />}
      {transfer.status === 'error' && !data && (
        <ErrorState message={t('state.error')} onRetry={transfer.retry} />
      )}
      {data && (
        <Card testId="transfer-detail">
          <div
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: theme.space.sm,
            }}
          >
            {/* An account id may be long and unbroken: it wraps, the page never scrolls sideways. */}
            <strong data-testid="transfer-destination" css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {t('transferDetail.to', {
                game: gameName(names ?? new Map(), data.gameCode),
                account: data.gameAccountId,
              })}
            </strong>
            <StatusBadge status={data.status} />
          </div>
          <p data-testid="transfer-message" css={{ margin: 0 }}>
            {t(`transferDetail.message.${data.status}`, { reason: data.failureReason ?? '' })}
          </p>
          <ol
            data-testid="transfer-timeline"
            css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xxs }}
          >
            <li>
              {t('transferDetail.step.sent', {
                date: formatDate(data.createdAt, 'MMM Do YYYY', { language }),
                status: t('status.awaiting_delivery'),
              })}
            </li>
            {data.deliveredAt !== null && (
              <li>
                {t('transferDetail.step.done', {
                  date: formatDate(data.deliveredAt, 'MMM Do YYYY', { language }),
                  status: t('status.delivered'),
                })}
              </li>
            )}
            {data.failedAt !== null && (
              <li>
                {t('transferDetail.step.done', {
                  date: formatDate(data.failedAt, 'MMM Do YYYY', { language }),
                  status: t('status.failed'),
                })}
              </li>
            )}
          </ol>
          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: `${theme.space.xs}px ${theme.space.md}px`,
              margin: 0,
              dd: { margin: 0, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t('transferDetail.amount')}</dt>
            <dd>{formatAmount(data.amount, language)}</dd>
            <dt>{t('transferDetail.boundUsed')}</dt>
            <dd data-testid="transfer-bound-used">{formatAmount(data.boundGoldUsed, language)}</dd>
            <dt>{t('transferDetail.goldUsed')}</dt>
            <dd data-testid="transfer-gold-used">{formatAmount(data.goldUsed, language)}</dd>
            <dt>{t('transferDetail.xp')}</dt>
            <dd>{formatAmount(data.expEarned, language)}</dd>
            <dt>{t('transferDetail.date')}</dt>
            <dd>{formatDate(data.createdAt, 'MMM Do YYYY', { language })}</dd>
            <dt>{t('transferDetail.reference')}</dt>
            <dd data-testid="transfer-reference">{data.id}</dd>
          </dl>
        </Card>
      )}
      <Link to="/account/my-transaction?tab=transfer" css={{ color: theme.colors.gold }}>
        {t('transferDetail.history')}
      </Link>
    </Page>
  );
}
