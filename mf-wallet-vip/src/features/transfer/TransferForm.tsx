import { call } from '@portal/api-client';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type Game, type WalletTotals, transferEndpoints } from '@portal/contracts';
import { Button, SelectField, TextField, theme } from '@portal/ui';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTexts } from '../../i18n';
import { errorCode } from '../../ui/errors';
import { gameName, type GameNames } from '../../ui/gameNames';
import { navigateInPortal } from '@portal/federation';
import { idempotencyKeyFor, settleIntent } from './transferKey';
import { TransferConfirmation } from './TransferConfirmation';
import { TransferFormSchema, type TransferForm } from './transferFormSchema';
import { TransferPreviewPanel } from './TransferPreviewPanel';
import { transferPreview } from './transferPreview';

interface TransferFormProps {
  games: Game[];
  /** Every game's name: the fixed game of a webview may not take transfers yet. */
  names: GameNames;
  totals: WalletTotals;
  expRate: number;
  /** In a webview the game is the one the player came from. */
  fixedGame: string | null;
}

/**
 * Game, in-game account id and amount; the preview of what it uses and earns; Transfer Now asks
 * to confirm the amount and the destination before any gold leaves.
 */
export function TransferFormView({ games, names, totals, expRate, fixedGame }: TransferFormProps) {
  const { t } = useTexts();
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [pending, setPending] = useState<TransferForm | null>(null);
  const [sending, setSending] = useState(false);
  const defaultGame = fixedGame ?? games[0]?.gameCode ?? '';
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TransferForm>({
    resolver: valibotResolver(TransferFormSchema),
    defaultValues: { gameCode: defaultGame, gameAccountId: '' },
  });
  const amount = useWatch({ control, name: 'amount' });
  const preview = Number.isInteger(amount) && amount > 0 ? transferPreview(amount, totals, expRate) : null;

  const send = async (form: TransferForm) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
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
      setSending(false);
      setPending(null);
    }
  };
  const submit = handleSubmit((form) => {
    setFailure(null);
    setPending(form);
  });
  const pendingPreview = pending && transferPreview(pending.amount, totals, expRate);

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: theme.space.md }}>
      <SelectField
        label={t('transfer.game')}
        {...register('gameCode')}
        disabled={fixedGame !== null}
        options={[
          ...(fixedGame !== null && !games.some((game) => game.gameCode === fixedGame)
            ? [{ value: fixedGame, label: gameName(names, fixedGame) }]
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
      {preview && <TransferPreviewPanel preview={preview} />}
      {failure && (
        <p role="alert" css={{ color: theme.colors.danger, margin: 0 }}>
          {failure}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={isSubmitting || sending}
        disabled={preview?.insufficient}
      >
        {t('balance.transferNow')}
      </Button>
      <TransferConfirmation
        pending={pending}
        preview={pendingPreview}
        names={names}
        sending={sending}
        onCancel={() => setPending(null)}
        onSend={(form) => void send(form)}
      />
    </form>
  );
}
