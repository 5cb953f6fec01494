import { gachaEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import type { GachaDraw, GachaEventDetail } from '@portal/contracts';
import { Button, StepAnnouncer, theme, useStepFocus } from '@portal/ui';
import { useRef, useState } from 'react';
import { useTexts } from '../../i18n';
import { errorCode } from '../../ui/errors';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import { PrizeReveal } from './PrizeReveal';

interface DrawPanelProps {
  event: GachaEventDetail;
  tokenAmount: number;
  /** After a draw: the new Gacha Points, and the history and prizes to refresh. */
  onDrawn: (tokenAmount: number) => void;
}

/** Gacha Points, Draw 1 / Draw 10 and the reveal. A press while a draw runs does nothing. */
export function DrawPanel({ event, tokenAmount, onDrawn }: DrawPanelProps) {
  const { t } = useTexts();
  const language = useLanguage();
  const [result, setResult] = useState<GachaDraw[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<number | null>(null);
  const inFlight = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  // Each draw is a step: focus moves to what it won, and it is announced.
  const announcer = useStepFocus(panel, result ? result.map((draw) => draw.id).join() : null);

  const draw = async (count: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setDrawing(count);
    setFailure(null);
    try {
      const answer = await call(gachaEndpoints.draw, {
        params: { eventCode: event.code },
        body: { count },
      });
      setResult(answer.draws);
      onDrawn(answer.tokenAmount);
    } catch (error) {
      const code = errorCode(error);
      setFailure(t(`gacha.error.${code ?? 'network'}`, { defaultValue: t('gacha.error.unknown') }));
    } finally {
      inFlight.current = false;
      setDrawing(null);
    }
  };

  return (
    <div ref={panel} css={{ display: 'grid', gap: theme.space.md }}>
      <p css={{ margin: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <span>{t('gacha.points')}</span>
        <strong data-testid="gacha-points" css={{ fontSize: theme.fontSizes.xl, color: theme.colors.gold }}>
          {formatAmount(tokenAmount, language)}
        </strong>
      </p>
      {/* Two equal buttons; on a 320 px phone the cost wraps under "Draw 10" instead of widening the page. */}
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.sm }}>
        {[1, 10].map((count) => (
          <Button
            key={count}
            variant={count === 1 ? 'secondary' : 'primary'}
            loading={drawing === count}
            disabled={!event.isOpen || drawing !== null || tokenAmount < event.ticketCost * count}
            onClick={() => draw(count)}
            css={{ flexWrap: 'wrap', rowGap: theme.space.xxs }}
          >
            {t('gacha.draw', { count })}
            <small css={{ fontWeight: theme.fontWeights.regular }}>
              {' '}
              (
              {t('gacha.pointsCount', {
                count: event.ticketCost * count,
                amount: formatAmount(event.ticketCost * count, language),
              })}
              )
            </small>
          </Button>
        ))}
      </div>
      {!event.isOpen && <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('gacha.notOpen')}</p>}
      {event.isOpen && tokenAmount < event.ticketCost && (
        <p data-testid="gacha-cannot-draw" css={{ margin: 0, color: theme.colors.textMuted }}>
          {t('gacha.cannotDraw', {
            count: event.ticketCost,
            amount: formatAmount(event.ticketCost, language),
          })}
        </p>
      )}
      {failure && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {failure}
        </p>
      )}
      {result && <PrizeReveal draws={result} />}
      <StepAnnouncer announcer={announcer} />
    </div>
  );
}
