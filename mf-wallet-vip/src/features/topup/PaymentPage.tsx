import { topupEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { Button, Page, theme, ErrorState, LoadingState } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { OrderNotFound, isMissingOrder, isOrderId } from './OrderNotFound';
import { OrderSummary } from './OrderSummary';

/**
 * /topup/payment/{id}: a pending order and the way to its hosted checkout. The checkout sends the
 * player back here with ?result=; then, or once the order is no longer pending, the order detail
 * with its live status takes over.
 */
export function PaymentPage() {
  const { t } = useTexts();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const known = isOrderId(id);
  const order = useResource(
    (signal) => call(topupEndpoints.order, { params: { orderId: id }, signal }),
    [id],
    { enabled: known },
  );
  const [canceling, setCanceling] = useState(false);
  const [cancelFailed, setCancelFailed] = useState(false);
  const leaving = useRef(false);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    leaving.current = false;
  }, [id]);

  const detail = `/topup/order/detail?orderId=${encodeURIComponent(id)}`;
  if (params.get('result')) return <Navigate to={detail} replace />;
  if (order.status === 'ready' && order.data.status !== 'pending') return <Navigate to={detail} replace />;

  const cancel = async () => {
    setCanceling(true);
    setCancelFailed(false);
    try {
      await call(topupEndpoints.cancelOrder, { params: { orderId: id } });
      order.reload();
    } catch {
      setCancelFailed(true);
      order.reload();
    } finally {
      setCanceling(false);
    }
  };

  return (
    <Page title={t('payment.title')} testId="page-payment">
      {!known && <OrderNotFound />}
      {known && order.status === 'loading' && <LoadingState blocks={[56, 56]} />}
      {known &&
        order.status === 'error' &&
        (isMissingOrder(order.error) ? (
          <OrderNotFound />
        ) : (
          <ErrorState message={t('payment.loadFailed')} onRetry={order.retry} />
        ))}
      {known && order.status === 'ready' && (
        <>
          <OrderSummary order={order.data} />
          {cancelFailed && (
            <p role="alert" css={{ color: theme.colors.danger }}>
              {t('payment.cancelFailed')}
            </p>
          )}
          <Button
            fullWidth
            size="lg"
            loading={paying}
            onClick={() => {
              // One press leaves for the provider; a second one before the page changes does nothing.
              if (leaving.current || !order.data.checkoutUrl) return;
              leaving.current = true;
              setPaying(true);
              window.location.assign(order.data.checkoutUrl);
            }}
          >
            {t('payment.pay')}
          </Button>
          <Button fullWidth variant="ghost" loading={canceling} onClick={cancel}>
            {t('payment.cancel')}
          </Button>
        </>
      )}
    </Page>
  );
}
