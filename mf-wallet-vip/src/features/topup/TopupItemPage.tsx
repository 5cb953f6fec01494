import { topupEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { Button, Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { errorCode } from '../../ui/errors';
import { gameName, loadGameNames } from '../../ui/gameNames';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount, formatCents, formatDollars } from '../../ui/format';

const load = () =>
  Promise.all([
    call(topupEndpoints.packages),
    call(topupEndpoints.paymentKinds),
    // Only for naming the game a webview came from: its code's words if the list fails.
    loadGameNames().catch(() => new Map<string, string>()),
  ]);

/**
 * /topup/item?package=: the chosen package and how to pay. Continue creates one pending order and
 * replaces this page by the order's own page, so a second press (the button is locked while the
 * call runs) or going back and reloading never makes a second order by accident.
 */
export function TopupItemPage() {
  const { t } = useTexts();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('package') ?? '';
  const forGame = params.get('game');
  const catalogue = useResource(load, []);
  const [kind, setKind] = useState(params.get('kind'));
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const pack =
    catalogue.status === 'ready' ? catalogue.data[0].find((candidate) => candidate.code === code) : undefined;
  const kinds = catalogue.status === 'ready' ? catalogue.data[1] : [];
  const chosenKind = kind ?? kinds[0]?.name ?? null;

  const createOrder = async () => {
    if (inFlight.current || !pack) return;
    inFlight.current = true;
    setCreating(true);
    setFailure(null);
    try {
      const order = await call(topupEndpoints.createOrder, { body: { packageCode: pack.code } });
      navigate(`/topup/payment/${order.id}`, { replace: true });
    } catch (error) {
      setFailure(errorCode(error) === 'PAYMENTS_NOT_CONFIGURED' ? t('item.noPayments') : t('item.failed'));
      inFlight.current = false;
      setCreating(false);
    }
  };

  return (
    <Page title={t('item.title')} testId="page-topup-item">
      {catalogue.status === 'loading' && <LoadingState blocks={[56, 56]} />}
      {catalogue.status === 'error' && <ErrorState message={t('state.error')} onRetry={catalogue.retry} />}
      {catalogue.status === 'ready' && !pack && (
        <EmptyState action={<a href="/topup">{t('item.choose')}</a>}>{t('item.notFound')}</EmptyState>
      )}
      {pack && (
        <>
          <Card testId="topup-item">
            <strong
              css={{
                fontFamily: theme.fonts.heading,
                fontSize: theme.fontSizes.xxl,
                color: theme.colors.gold,
              }}
            >
              {t('topup.gold', { amount: formatAmount(pack.gold, language) })}
            </strong>
            {pack.bonusBoundGold > 0 && (
              <span css={{ color: theme.colors.goldLight }}>
                {t('topup.bonus', { amount: formatAmount(pack.bonusBoundGold, language) })} (
                {formatDollars(pack.bonusBoundGold, language)})
              </span>
            )}
            <span>{t('item.price', { price: formatCents(pack.priceCents, language) })}</span>
            {forGame && (
              <span>{t('popup.forGame', { game: gameName(catalogue.data?.[2] ?? new Map(), forGame) })}</span>
            )}
          </Card>
          <Card title={t('item.payWith')}>
            {kinds.length === 0 ? (
              <EmptyState>{t('topup.noKinds')}</EmptyState>
            ) : (
              <div
                role="radiogroup"
                aria-label={t('item.payWith')}
                css={{ display: 'grid', gap: theme.space.sm }}
              >
                {kinds.map((option) => (
                  <label
                    key={option.name}
                    css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}
                  >
                    <input
                      type="radio"
                      name="payment-kind"
                      value={option.name}
                      checked={chosenKind === option.name}
                      onChange={() => setKind(option.name)}
                    />
                    {t(`kind.${option.name}.name`, { defaultValue: option.name })}
                  </label>
                ))}
              </div>
            )}
          </Card>
          {failure && (
            <p role="alert" css={{ color: theme.colors.danger }}>
              {failure}
            </p>
          )}
          <Button fullWidth size="lg" loading={creating} disabled={!chosenKind} onClick={createOrder}>
            {t('item.continue')}
          </Button>
        </>
      )}
    </Page>
  );
}
