import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import type { CampaignGachaDraw } from '@portal/contracts';
import { Button, StepAnnouncer, theme, useStepFocus, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import type { CampaignCalls } from '../campaignCalls';
import { campaignErrorMessage } from '../forms/messages';
import { usePrizeName } from '../i18n/contentText';
import { PrizeItem, prizeListStyle } from '../prizes/PrizeItem';
import { useKitTexts } from '../i18n/kitTexts';
import { campaignDate } from '../i18n/dates';
import { CopyCode } from '../rewards/CopyCode';

const panelStyle = css({
  display: 'grid',
  gap: theme.space.md,
  padding: theme.space.md,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  ul: { margin: 0, paddingLeft: theme.space.xl, color: theme.colors.textMuted },
  p: { margin: 0 },
});

export interface CampaignGachaPanelProps {
  api: CampaignCalls;
  /** The signed-in player (null for a visitor): a change reloads the panel. */
  viewer: string | null;
  /** Formats the opening date (unix seconds); the campaign language's long date by default. */
  formatDate?: (unixSeconds: number) => string;
  /** A draw spent points: the points summary reloads. */
  onPointsChanged?: () => void;
}

/**
 * The campaign gacha (001 §1, §4): the campaign's points buy draws once it is live, one week after launch.
 * Before that it says when it opens; a visitor is asked to sign in; a draw shows the prize and
 * the coupon it issued, and the server refuses a draw the balance cannot pay.
 */
export function CampaignGachaPanel({
  api,
  viewer,
  formatDate = campaignDate,
  onPointsChanged,
}: CampaignGachaPanelProps) {
  const { t } = useKitTexts();
  const prizeText = usePrizeName();
  const resource = useResource(() => api.gacha(), [api, viewer]);
  const [result, setResult] = useState<CampaignGachaDraw | null>(null);
  const [error, setError] = useState<string>();
  const [drawing, setDrawing] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // Each draw is a step: focus moves to what it won (the button pressed stays, the eye moves on).
  const announcer = useStepFocus(panel, result?.couponCode ?? null);

  if (resource.status === 'loading') return <LoadingState label={t('state.loading')} />;
  if (resource.status === 'error')
    return <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={resource.retry} />;
  const gacha = resource.data;

  const draw = async () => {
    setDrawing(true);
    setError(undefined);
    try {
      setResult(await api.drawGacha());
      onPointsChanged?.();
    } catch (caught) {
      setError(campaignErrorMessage(caught, t));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <div ref={panel} css={panelStyle} data-testid="campaign-gacha" data-live={gacha.isLive}>
      <p>{t('gacha.cost', { points: gacha.drawCost })}</p>
      {gacha.prizes.length === 0 ? (
        <p>{t('gacha.noPrizes')}</p>
      ) : (
        <ul css={prizeListStyle} aria-label={t('gacha.prizes')}>
          {gacha.prizes.map((prize) => (
            // Every prize of the campaign's draw is a coupon (My Coupons).
            <PrizeItem key={prize.id} kind="coupon">
              {prize.remaining === null
                ? prizeText(prize.name)
                : t('gacha.prizeLeft', { prize: prizeText(prize.name), count: prize.remaining })}
            </PrizeItem>
          ))}
        </ul>
      )}
      {!gacha.isLive ? (
        <p data-testid="gacha-opens">{t('gacha.opensOn', { date: formatDate(gacha.startAt) })}</p>
      ) : viewer ? (
        <Button loading={drawing} onClick={() => void draw()}>
          {t('gacha.draw', { points: gacha.drawCost })}
        </Button>
      ) : (
        <p>{t('gacha.signIn')}</p>
      )}
      {result && (
        <div data-testid="gacha-result" css={{ display: 'grid', gap: theme.space.sm }}>
          <h3
            data-step-heading
            tabIndex={-1}
            css={{ margin: 0, fontSize: 'inherit', color: theme.colors.goldLight, fontWeight: 700 }}
          >
            {t('gacha.won', { prize: prizeText(result.prizeName) })}
          </h3>
          <CopyCode code={result.couponCode} />
          <p>{t('gacha.balance', { points: result.balance })}</p>
        </div>
      )}
      {error && (
        <p role="alert" css={{ color: theme.colors.danger }}>
          {error}
        </p>
      )}
      <StepAnnouncer announcer={announcer} />
    </div>
  );
}
