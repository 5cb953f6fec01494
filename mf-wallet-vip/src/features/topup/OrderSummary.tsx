import type { TopupOrder } from '@portal/contracts';
import { mmss, theme, useSecondsUntil } from '@portal/ui';
import { StatusBadge } from '../../ui/StatusBadge';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount, formatCents } from '../../ui/format';

/** An order: package, price, status, what it means for the player, and the countdown while pending. */
export function OrderSummary({ order }: { order: TopupOrder }) {
  const { t } = useTexts();
  const language = useLanguage();
  const left = useSecondsUntil(order.status === 'pending' ? order.expireAt * 1000 : null);
  return (
    <Card testId="order-summary">
      <div
        css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, alignItems: 'center' }}
      >
        <strong>{order.packageName}</strong>
        <StatusBadge status={order.status} />
      </div>
      <span>
        {t('topup.gold', { amount: formatAmount(order.goldAmount, language) })}
        {order.bonusBoundGold > 0 &&
          ` · ${t('topup.bonus', { amount: formatAmount(order.bonusBoundGold, language) })}`}
      </span>
      <span>{t('item.price', { price: formatCents(order.priceCents, language) })}</span>
      <p data-testid="order-message" css={{ margin: 0 }}>
        {t(`order.message.${order.status}`, {
          gold: formatAmount(order.goldAmount + order.bonusBoundGold, language),
        })}
      </p>
      {left !== null && (
        <p data-testid="order-countdown" css={{ margin: 0, color: theme.colors.textMuted }}>
          {left > 0 ? t('order.expiresIn', { time: mmss(left) }) : t('order.expiring')}
        </p>
      )}
      <small css={{ color: theme.colors.textMuted }}>{t('order.reference', { id: order.id })}</small>
    </Card>
  );
}
