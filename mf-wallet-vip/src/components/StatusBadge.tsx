import type { OrderStatus, TransferStatus } from '@portal/contracts';
import { theme } from '@portal/ui';
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
    <span
      data-testid="status"
      data-status={status}
      css={{
        display: 'inline-block',
        padding: `${theme.space.xxs}px ${theme.space.sm}px`,
        borderRadius: theme.radii.pill,
        border: `1px solid ${colours[status]}`,
        color: colours[status],
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        whiteSpace: 'nowrap',
      }}
    >
      {t(`status.${status}`)}
    </span>
  );
}
