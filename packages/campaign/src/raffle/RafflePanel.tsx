import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import type { Raffle } from '@portal/contracts';
import { Button, StepAnnouncer, theme, useStepFocus, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import type { CampaignCalls } from '../campaignCalls';
import { campaignErrorMessage } from '../forms/messages';
import { usePrizeName } from '../i18n/contentText';
import { useKitTexts } from '../i18n/kitTexts';
import { campaignDate } from '../i18n/dates';
import { PrizeItem, prizeListStyle } from '../prizes/PrizeItem';
import { HowToJoin } from './HowToJoin';
import { ShippingForm } from './ShippingForm';

const panelStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  ul: { margin: 0, paddingLeft: theme.space.xl, color: theme.colors.textMuted },
  h3: { margin: 0 },
});

/** The panel's first answer (and a reload after signing in) is not a step the player took. */
const LOADING = [null];

export interface RafflePanelProps {
  api: CampaignCalls;
  viewer: string | null;
  /** Formats a deadline (unix seconds); the campaign language's long date by default. */
  formatDate?: (unixSeconds: number) => string;
}

/** The raffle: how to join, prizes, entry, and after the draw the winners and the winner's form. */
export function RafflePanel({ api, viewer, formatDate = campaignDate }: RafflePanelProps) {
  const { t } = useKitTexts();
  const prizeText = usePrizeName();
  const resource = useResource(() => api.raffle(), [api, viewer]);
  const [override, setOverride] = useState<Raffle | null>(null);
  const [error, setError] = useState<string>();
  const [entering, setEntering] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const shown = resource.status === 'ready' ? (override ?? resource.data) : null;
  // Entering, and a winner's answer, are steps: focus moves to the line that says what happened.
  const announcer = useStepFocus(panel, shown?.me ? `${shown.me.entered}:${shown.me.winnerStatus}` : null, {
    quietFrom: LOADING,
  });

  if (resource.status === 'loading') return <LoadingState label={t('state.loading')} />;
  if (resource.status === 'error')
    return <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={resource.retry} />;
  const raffle = override ?? resource.data;
  const me = raffle.me;

  const enter = async () => {
    setEntering(true);
    setError(undefined);
    try {
      setOverride(await api.enterRaffle());
    } catch (caught) {
      setError(campaignErrorMessage(caught));
    } finally {
      setEntering(false);
    }
  };

  return (
    <div ref={panel} css={panelStyle} data-testid="raffle-panel" data-phase={raffle.phase}>
      {/* After the draw the thank-you subtitle becomes the congratulations, for everyone (001 §4). */}
      {raffle.phase === 'drawn' ? (
        <p data-testid="raffle-subtitle" css={{ color: theme.colors.goldLight, fontWeight: 700 }}>
          {t('raffle.congratulations')}
        </p>
      ) : (
        <p data-testid="raffle-subtitle">{t('raffle.thankYou')}</p>
      )}
      {raffle.phase === 'drawn' && me?.prizeName && (
        <p data-testid="raffle-prize" css={{ fontWeight: 700 }}>
          {t('raffle.won', { prize: prizeText(me.prizeName), number: me.lotteryNumber })}
        </p>
      )}
      <HowToJoin />
      <div>
        <h3>{t('raffle.prizes')}</h3>
        <ul css={prizeListStyle}>
          {raffle.prizes.map((prize) => (
            // Raffle prizes are goods shipped to the winner's address.
            <PrizeItem key={prize.id} kind="shipped_item">
              {prizeText(prize.name)} × {prize.quantity}
            </PrizeItem>
          ))}
        </ul>
        <p>{t('raffle.entries', { count: raffle.entryCount })}</p>
      </div>
      {me && raffle.phase === 'entry_open' && (
        <div>
          <p>{t('raffle.lotteryNumber', { number: me.lotteryNumber })}</p>
          {me.entered ? (
            <h3 data-testid="raffle-entered" data-step-heading tabIndex={-1}>
              {t('raffle.entered')}
            </h3>
          ) : me.eligible ? (
            <Button loading={entering} onClick={() => void enter()}>
              {t('raffle.enter')}
            </Button>
          ) : (
            <p>{t('raffle.notEligible')}</p>
          )}
        </div>
      )}
      {raffle.phase === 'drawn' && (
        <div>
          <h3>{t('raffle.winners')}</h3>
          <ul data-testid="raffle-winners">
            {raffle.winners.map((winner) => (
              <li key={winner.lotteryNumber}>
                #{winner.lotteryNumber} {winner.nickname} · {prizeText(winner.prizeName)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {me?.winnerStatus === 'awaiting_response' && me.responseDeadline && (
        <>
          <p>{t('raffle.answerBy', { date: formatDate(me.responseDeadline) })}</p>
          <ShippingForm onSubmit={async (payload) => setOverride(await api.submitShipping(payload))} />
        </>
      )}
      {me?.winnerStatus === 'answered' && (
        <h3 data-testid="raffle-answered" data-step-heading tabIndex={-1}>
          {t('raffle.answered')}
        </h3>
      )}
      {me?.winnerStatus === 'forfeited' && <p>{t('raffle.forfeited')}</p>}
      {error && (
        <p role="alert" css={{ color: theme.colors.danger }}>
          {error}
        </p>
      )}
      <StepAnnouncer announcer={announcer} />
    </div>
  );
}
