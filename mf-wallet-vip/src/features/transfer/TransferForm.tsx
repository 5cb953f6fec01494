import { call } from '@portal/api-client';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { TransferPayloadSchema, type Game, type WalletTotals, transferEndpoints } from '@portal/contracts';
import { Button, SelectField, TextField, theme } from '@portal/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useTexts } from '../../i18n';
import { errorCode } from '../../lib/errors';
import { navigateInPortal } from '../../lib/navigation';
import { useLanguage } from '../../lib/useLanguage';
import { formatAmount } from '../../money/format';
import { idempotencyKeyFor, settleIntent } from './transferKey';
import { transferPreview } from './transferPreview';

/** The form's fields, checked with the API's own rules. */
const TransferFormSchema = v.object({
  gameCode: TransferPayloadSchema.entries.gameCode,
  gameAccountId: TransferPayloadSchema.entries.gameAccountId,
  amount: TransferPayloadSchema.entries.amount,
});
type TransferForm = v.InferOutput<typeof TransferFormSchema>;

interface TransferFormProps {
  games: Game[];
  totals: WalletTotals;
  expRate: number;
  /** In a webview the game is the one the player came from. */
  fixedGame: string | null;
}

/** Game, in-game account id and amount; the preview of what it uses and earns; Transfer Now. */
export function TransferFormView({ games, totals, expRate, fixedGame }: TransferFormProps) {
  const { t } = useTexts();
  const language = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const defaultGame = fixedGame ?? games[0]?.gameCode ?? '';
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TransferForm>({
    resolver: valibotResolver(TransferFormSchema),
    defaultValues: { gameCode: defaultGame, gameAccountId: '' },
  });
  const amount = watch('amount');
  const preview = Number.isInteger(amount) && amount > 0 ? transferPreview(amount, totals, expRate) : null;

  const submit = handleSubmit(async (form) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    const intent = `${form.gameCode}|${form.gameAccountId}|${form.amount}`;
    try {
      const transfer = await call(transferEndpoints.create, {
        body: { ...form, idempotencyKey: idempotencyKeyFor(intent) },
      });
      settleIntent(intent);
      navigateInPortal(`/transfer/${transfer.id}`);
    } catch (error) {
      const code = errorCode(error);
      if (code) settleIntent(intent); // the API refused it: nothing was made under this key
      setFailure(t(`transfer.error.${code ?? 'network'}`, { defaultValue: t('transfer.error.unknown') }));
      inFlight.current = false;
    }
  });

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: theme.space.md }}>
      <SelectField
        label={t('transfer.game')}
        {...register('gameCode')}
        disabled={fixedGame !== null}
        options={[
          ...(fixedGame !== null && !games.some((game) => game.gameCode === fixedGame)
            ? [{ value: fixedGame, label: fixedGame }]
            : []),
          ...games.map((game) => ({ value: game.gameCode, label: game.name })),
        ]}
      />
      <TextField
        label={t('transfer.account')}
        {...register('gameAccountId')}
        autoComplete="off"
        error={errors.gameAccountId ? t('transfer.invalid.account') : undefined}
      />
      <TextField
        label={t('transfer.amount')}
        {...register('amount', { valueAsNumber: true })}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.amount ? t('transfer.invalid.amount') : undefined}
      />
      {preview && (
        <section
          data-testid="transfer-preview"
          aria-live="polite"
          css={{
            display: 'grid',
            gap: theme.space.xs,
            padding: theme.space.md,
            borderRadius: theme.radii.md,
            background: theme.colors.surfaceRaised,
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
      )}
      {failure && (
        <p role="alert" css={{ color: theme.colors.danger, margin: 0 }}>
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={preview?.insufficient}>
        {t('balance.transferNow')}
      </Button>
    </form>
  );
}
