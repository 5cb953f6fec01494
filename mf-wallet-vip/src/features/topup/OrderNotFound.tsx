import { isApiRequestError } from '@portal/api-client';
import { TopupOrderParamsSchema } from '@portal/contracts';
import * as v from 'valibot';
import { EmptyState, theme } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';

/** The API's answer for an order that is not this player's, or none at all: retrying cannot help. */
export const isMissingOrder = (error: unknown) => isApiRequestError(error) && error.status === 404;

/** Whether an address's id can name an order at all: one that cannot is not found, without asking. */
export const isOrderId = (id: string) => v.is(TopupOrderParamsSchema, { orderId: id });

/**
 * An order address that leads nowhere (a stale link, another account's order): where to go instead
 * (`history: false` where the page already links My Transactions).
 */
export function OrderNotFound({ history = true }: { history?: boolean }) {
  const { t } = useTexts();
  return (
    <EmptyState
      action={
        <span css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap', justifyContent: 'center' }}>
          {history && <Link to="/account/my-transaction?tab=topup">{t('order.history')}</Link>}
          <a href="/topup">{t('item.choose')}</a>
        </span>
      }
    >
      {t('order.notFound')}
    </EmptyState>
  );
}
