import { topupEndpoints, walletEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { usePolling } from '../../ui/usePolling';
import { GoldBalanceWidget } from '../../widgets/gold-balance/GoldBalanceWidget';
import { OrderNotFound, isMissingOrder, isOrderId } from './OrderNotFound';
import { OrderSummary } from './OrderSummary';

const LIVE = new Set(['pending', 'paid', 'awaiting_delivery']);

/**
 * /topup/order/detail?orderId=: the order's live status (polled while it can still move), the
 * countdown to expiry while pending with the way back to checkout, and the new balance once the
 * gold is delivered. The pending-order banner leads here.
 */
export function OrderDetailPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const known = isOrderId(orderId);
  const order = useResource(
    (signal) => call(topupEndpoints.order, { params: { orderId }, signal }),
    [orderId],
    { enabled: known },
  );
  const totals = useResource(() => call(walletEndpoints.totals), [orderId]);
  const status = order.status === 'ready' ? order.data.status : null;
  const live = status !== null && LIVE.has(status);
  usePolling(live, order.reload);

  const reloadTotals = totals.reload;
  useEffect(() => {
    if (status === 'delivered') reloadTotals();
  }, [status, reloadTotals]);

  if (!orderId) {
    return (
      <Page title={t('order.title')} testId="page-order-detail">
        <EmptyState action={<a href="/topup">{t('item.choose')}</a>}>{t('order.none')}</EmptyState>
      </Page>
    );
  }
  return (
    <Page title={t('order.title')} testId="page-order-detail">
      {known && order.status === 'loading' && order.data === null && <LoadingState blocks={[56, 56]} />}
      {(!known || (order.status === 'error' && order.data === null && isMissingOrder(order.error))) && (
        <OrderNotFound history={false} />
      )}
      {order.status === 'error' && order.data === null && !isMissingOrder(order.error) && (
        <ErrorState message={t('state.error')} onRetry={order.retry} />
      )}
      {known && order.data && (
        <>
          <OrderSummary order={order.data} />
          {order.data.status === 'pending' && (
            <Link to={`/topup/payment/${order.data.id}`} css={{ color: theme.colors.gold }}>
              {t('order.resume')}
            </Link>
          )}
          {(order.data.status === 'failed' ||
            order.data.status === 'canceled' ||
            order.data.status === 'expired') && (
            <a href="/topup" css={{ color: theme.colors.gold }}>
              {t('order.again')}
            </a>
          )}
        </>
      )}
      {totals.data && (
        <GoldBalanceWidget
          variant="default"
          gold={totals.data.totalGold}
          boundGold={totals.data.totalBoundGold}
        />
      )}
      <Link to="/account/my-transaction?tab=topup" css={{ color: theme.colors.gold }}>
        {t('order.history')}
      </Link>
    </Page>
  );
}
