import { theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import type { TransferPreview } from './transferPreview';
import { raisedTile } from '../../ui/raisedTile';

/** What the typed amount will use (bound gold first, then gold) and the XP it earns. */
export function TransferPreviewPanel({ preview }: { preview: TransferPreview }) {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <section
      data-testid="transfer-preview"
      aria-live="polite"
      css={{
        display: 'grid',
        gap: theme.space.xs,
        ...raisedTile,
      }}
    >
      <strong>{t('transfer.preview')}</strong>
      <span data-testid="preview-bound">
        {t('transfer.previewBound', { amount: formatAmount(preview.boundGoldUsed, language) })}
      </span>
      <span data-testid="preview-gold">
        {t('transfer.previewGold', { amount: formatAmount(preview.goldUsed, language) })}
      </span>
      <span data-testid="preview-xp">
        {t('transfer.previewXp', { xp: formatAmount(preview.expEarned, language) })}
      </span>
      {preview.insufficient && (
        <span role="alert" css={{ color: theme.colors.danger }}>
          {t('transfer.error.INSUFFICIENT_GOLD')}
        </span>
      )}
    </section>
  );
}
