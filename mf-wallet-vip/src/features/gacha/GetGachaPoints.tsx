import { gachaEndpoints, POINTS_PER_GACHA_TICKET, type WalletTotals } from '@portal/contracts';
import { call } from '@portal/api-client';
import type { Resource } from '@portal/api-client/resource';
import { Button, TextField, theme, ErrorState, LoadingState } from '@portal/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { errorCode } from '../../ui/errors';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';

interface GetGachaPointsProps {
  /** Gacha Points the player holds and one draw's cost: the card leads when they cannot draw. */
  tokenAmount: number;
  ticketCost: number;
  /** The player's wallet totals, loaded with the event so the card arrives at its full height. */
  totals: Resource<WalletTotals>;
  onConverted: (tokenAmount: number) => void;
}

/**
 * How a player gets Gacha Points, as the portal really gives them: converting points here
 * (1,000 points per Gacha Point), prizes and event rewards, and quests for each campaign's own gacha.
 */
export function GetGachaPoints({ tokenAmount, ticketCost, totals, onConverted }: GetGachaPointsProps) {
  const { t } = useTexts();
  const language = useLanguage();
  const short = tokenAmount < ticketCost;
  return (
    <Card title={t('gacha.earn.title')} testId="gacha-earn">
      {short && (
        <p css={{ margin: 0 }}>
          {tokenAmount === 0
            ? t('gacha.earn.none')
            : t('gacha.earn.short', {
                count: ticketCost,
                amount: formatAmount(ticketCost, language),
              })}
        </p>
      )}
      <ol css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.md }}>
        <Way title={t('gacha.earn.convertTitle')}>
          <PointsConversion totals={totals} onConverted={onConverted} />
        </Way>
        <Way title={t('gacha.earn.prizesTitle')}>
          <span>
            {t('gacha.earn.prizesText')} <Link to="/gacha-event">{t('gacha.earn.prizesLink')}</Link>
          </span>
        </Way>
        <Way title={t('gacha.earn.questsTitle')}>
          <span>
            {t('gacha.earn.questsText')} <Link to="/quest">{t('gacha.earn.questsLink')}</Link>
          </span>
        </Way>
      </ol>
    </Card>
  );
}

function Way({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li
      css={{
        display: 'grid',
        gap: theme.space.xs,
        paddingLeft: theme.space.md,
        borderLeft: `2px solid ${theme.colors.goldDark}`,
      }}
    >
      <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>{title}</h3>
      {children}
    </li>
  );
}

/** Points → Gacha Points: the player's points, how many Gacha Points they make, and Convert. */
function PointsConversion({
  totals,
  onConverted,
}: {
  totals: Resource<WalletTotals>;
  onConverted: (tokenAmount: number) => void;
}) {
  const { t } = useTexts();
  const language = useLanguage();
  const [points, setPoints] = useState<number | null>(null);
  const [tickets, setTickets] = useState('1');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  if (totals.status === 'loading' && !totals.data) return <LoadingState blocks={[40]} />;
  if (totals.status === 'error' && !totals.data)
    return <ErrorState message={t('state.error')} onRetry={totals.retry} />;
  const have = points ?? totals.data?.point ?? 0;
  const most = Math.floor(have / POINTS_PER_GACHA_TICKET);
  const rate = t('gacha.earn.rate', {
    points: formatAmount(POINTS_PER_GACHA_TICKET, language),
  });
  const balance = t('gacha.earn.youHave', { count: have, amount: formatAmount(have, language) });

  // The outcome stays on screen even when the points left are too few for another conversion.
  const outcome = message && (
    <p
      role={message.ok ? 'status' : 'alert'}
      css={{ margin: 0, color: message.ok ? theme.colors.success : theme.colors.danger }}
    >
      {message.text}
    </p>
  );

  if (most === 0) {
    return (
      <>
        <p css={{ margin: 0 }}>
          {rate} {balance}{' '}
          {t('gacha.earn.needMore', {
            count: POINTS_PER_GACHA_TICKET - have,
            amount: formatAmount(POINTS_PER_GACHA_TICKET - have, language),
          })}
        </p>
        {outcome}
      </>
    );
  }

  const wanted = Number(tickets);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= most;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const done = await call(gachaEndpoints.convertPoints, { body: { tickets: wanted } });
      setPoints(done.point);
      setTickets('1');
      onConverted(done.tokenAmount);
      setMessage({
        ok: true,
        text: t('gacha.earn.converted', {
          count: done.tickets,
          amount: formatAmount(done.tickets, language),
          points: formatAmount(done.pointsSpent, language),
        }),
      });
    } catch (error) {
      const code = errorCode(error);
      setMessage({
        ok: false,
        text: t(`gacha.earn.error.${code ?? 'network'}`, { defaultValue: t('gacha.earn.error.unknown') }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: theme.space.sm }}>
      <p css={{ margin: 0 }}>
        {rate} {balance}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space.sm }}>
        <div css={{ flex: '1 1 140px' }}>
          <TextField
            label={t('gacha.earn.howMany')}
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            step={1}
            value={tickets}
            onChange={(event) => setTickets(event.target.value)}
            hint={t('gacha.earn.upTo', { count: most, amount: formatAmount(most, language) })}
            error={tickets !== '' && !valid ? t('gacha.earn.invalid', { count: most }) : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" loading={busy} disabled={!valid}>
          {t('gacha.earn.convert')}
        </Button>
      </div>
      {outcome}
    </form>
  );
}
