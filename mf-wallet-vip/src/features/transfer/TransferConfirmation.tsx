import { Button, theme } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { useTexts } from '../../i18n';
import { gameName, type GameNames } from '../../ui/gameNames';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import type { TransferPreview } from './transferPreview';
import type { TransferForm } from './transferFormSchema';

interface TransferConfirmationProps {
  /** The checked form waiting for the player's yes, or null when nothing is asked. */
  pending: TransferForm | null;
  preview: TransferPreview | null;
  names: GameNames;
  sending: boolean;
  onCancel: () => void;
  onSend: (form: TransferForm) => void;
}

/** Asks to confirm the amount and the destination before any gold leaves. */
export function TransferConfirmation({
  pending,
  preview,
  names,
  sending,
  onCancel,
  onSend,
}: TransferConfirmationProps) {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <Modal
      open={pending !== null}
      onClose={() => !sending && onCancel()}
      variant="confirm"
      title={t('transfer.confirm.title')}
      footer={
        <div css={{ display: 'flex', gap: theme.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="secondary" disabled={sending} onClick={onCancel}>
            {t('transfer.confirm.cancel')}
          </Button>
          <Button loading={sending} onClick={() => pending && onSend(pending)}>
            {t('transfer.confirm.send')}
          </Button>
        </div>
      }
    >
      {pending && preview && (
        <div data-testid="transfer-confirm" css={{ display: 'grid', gap: theme.space.xs }}>
          <p css={{ margin: 0 }}>
            {t('transfer.confirm.text', {
              amount: formatAmount(pending.amount, language),
              game: gameName(names, pending.gameCode),
            })}
          </p>
          <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
            {t('transfer.confirm.account', { account: pending.gameAccountId })}
          </p>
          <p css={{ margin: 0, color: theme.colors.textMuted }}>
            {t('transfer.confirm.uses', {
              bound: formatAmount(preview.boundGoldUsed, language),
              gold: formatAmount(preview.goldUsed, language),
            })}
          </p>
        </div>
      )}
    </Modal>
  );
}
