import type { OrderStatus, TransferStatus } from '@portal/contracts';
import { Badge, theme } from '@portal/ui';
import { useTexts } from '../i18n';

const colours: Record<OrderStatus | TransferStatus, string> = {
  pending: theme.colors.info,
  paid: theme.colors.info,
  awaiting_delivery: theme.colors.info,
  delivered: theme.colors.success,
  expired: theme.colors.textMuted,
  failed: theme.colors.danger,
  canceled: theme.colors.textMuted,
};

/** An order or transfer status of 001 §4, as a coloured word. */
export function StatusBadge({ status }: { status: OrderStatus | TransferStatus }) {
  const { t } = useTexts();
  return (
    <Badge color={colours[status]} data-testid="status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
