import { theme } from '@portal/ui';
import { useLanguage } from '../ui/useLanguage';
import { formatAmount } from '../ui/format';
import { GOLD_DISPLAY_MAX_WIDTH_PX, goldDisplayText } from '../ui/goldDisplay';

/**
 * A gold amount in the 115 px display: the full figure when it fits, else compact notation with
 * the full figure as its accessible name and tooltip.
 */
export function GoldAmount({
  amount,
  testId,
  dimmed = false,
}: {
  amount: number;
  testId?: string;
  dimmed?: boolean;
}) {
  const language = useLanguage();
  const { text, compact } = goldDisplayText(amount, language);
  const full = formatAmount(amount, language);
  return (
    <span
      data-testid={testId}
      data-amount={amount}
      title={compact ? full : undefined}
      aria-label={compact ? full : undefined}
      css={{
        display: 'inline-block',
        maxWidth: GOLD_DISPLAY_MAX_WIDTH_PX,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontFamily: theme.fonts.heading,
        fontWeight: theme.fontWeights.bold,
        fontSize: 20,
        fontVariantNumeric: 'tabular-nums',
        color: dimmed ? theme.colors.textMuted : theme.colors.gold,
      }}
    >
      {text}
    </span>
  );
}
