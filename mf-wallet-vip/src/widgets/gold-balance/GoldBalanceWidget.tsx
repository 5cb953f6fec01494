import { boundGoldDisplay, type VipLevel } from '@portal/contracts';
import { useSessionValue, userAtom, webviewAtom } from '@portal/session';
import { theme, visuallyHidden, focusOutline } from '@portal/ui';
import { useState } from 'react';
import { useTexts } from '../../i18n';
import { portalLinkProps } from '@portal/federation';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount, formatDollars } from '../../ui/format';
import { GoldAmount } from '../GoldAmount';
import { GoldDialog } from '../gold-dialog/GoldDialog';
import { BalanceAction } from './BalanceAction';
import { widgetActions, type GoldBalanceVariant } from './balanceRules';
import { TopupPopup } from './TopupPopup';

export interface GoldBalanceWidgetProps {
  /** One of level-gold, transfer, transfer-v2, my-vip, menu, default (000 §2). Default: 'default'. */
  variant?: GoldBalanceVariant;
  /** Gold; defaults to the signed-in player's totalGold from the session store. */
  gold?: number;
  /** Bound gold; defaults to the player's totalBoundGold. */
  boundGold?: number;
  /** VIP level; defaults to the player's vipProgress.currentLevel. */
  vipLevel?: VipLevel;
  /** The game of a webview's top-up popup; defaults to the webview's product code. */
  gameCode?: string;
  /** The product name in the gold dialog's title. */
  brandName?: string;
  /**
   * The widget sits on /vip: nothing leads back to the page (level-gold opens the gold dialog,
   * See Details goes to /vip/details, Unlock VIP to /topup).
   */
  onVipPage?: boolean;
}

/**
 * The player's gold and bound gold with the variant's actions. Tapping the amount opens the gold
 * dialog; level-gold is one link to /vip (on /vip itself, its amount opens the gold dialog). Bound gold is dimmed unless it is usable (bound > 0 and
 * VIP level > 0), with the note of 000 §2.
 */
export function GoldBalanceWidget({
  variant = 'default',
  gold: goldProp,
  boundGold: boundProp,
  vipLevel: levelProp,
  gameCode,
  brandName,
  onVipPage = false,
}: GoldBalanceWidgetProps) {
  const { t } = useTexts();
  const language = useLanguage();
  const user = useSessionValue(userAtom);
  const webview = useSessionValue(webviewAtom);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);

  const gold = goldProp ?? user?.totalGold ?? 0;
  const bound = boundProp ?? user?.totalBoundGold ?? 0;
  const level = levelProp ?? user?.vipProgress.currentLevel ?? 0;
  const rule = boundGoldDisplay(bound, level);
  const compact = variant === 'menu' || variant === 'transfer-v2';
  const linksToVip = variant === 'level-gold' && !onVipPage;

  const amounts = (
    <div css={{ display: 'grid', gap: theme.space.xxs }}>
      <span css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, textTransform: 'uppercase' }}>
        {t('balance.myGold')}
      </span>
      {linksToVip ? (
        <GoldAmount amount={gold} testId="balance-gold" />
      ) : (
        <button
          type="button"
          onClick={() => setDialogOpen(true)}
          css={{
            all: 'unset',
            cursor: 'pointer',
            '&:focus-visible': focusOutline(0),
          }}
        >
          <GoldAmount amount={gold} testId="balance-gold" />
          {/* After the amount, so the button's name starts with what it shows (WCAG 2.5.3). */}
          <span css={visuallyHidden}> {t('balance.openDialog')}</span>
        </button>
      )}
      <span
        data-testid="balance-bound"
        data-dimmed={rule.dimmed}
        css={{
          fontSize: theme.fontSizes.sm,
          // Dimmed by colour alone: text keeps its 4.5:1 contrast.
          color: rule.dimmed ? theme.colors.textMuted : theme.colors.goldLight,
        }}
      >
        {t('balance.boundLine', { amount: formatAmount(bound, language) })}
      </span>
    </div>
  );

  // Every variant says it, the compact ones (drawer, transfer) too: it is what bound gold can do.
  const note = rule.note ? (
    <p
      data-testid="balance-note"
      css={{ margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }}
    >
      {rule.note === 'usable'
        ? t('balance.boundUsable')
        : t('balance.boundLocked', {
            bound: formatAmount(bound, language),
            dollar: formatDollars(bound, language),
          })}
    </p>
  ) : null;

  const frame = {
    display: 'grid',
    gap: theme.space.sm,
    padding: compact ? theme.space.sm : theme.space.lg,
    borderRadius: theme.radii.lg,
    border: `1px solid ${variant === 'level-gold' ? theme.colors.gold : theme.colors.border}`,
    background:
      variant === 'level-gold' ? 'linear-gradient(135deg, #3A2C0B 0%, #141824 70%)' : theme.colors.surface,
    color: theme.colors.text,
    textDecoration: 'none',
  } as const;

  const body = (
    <>
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space.sm,
          flexWrap: 'wrap',
        }}
      >
        {amounts}
        <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          {widgetActions(variant, level).map((action) => (
            <BalanceAction
              key={action}
              action={action}
              isWebview={webview.isWebview}
              onVipPage={onVipPage}
              onTopupPopup={() => setPopupOpen(true)}
            />
          ))}
        </div>
      </div>
      {note}
    </>
  );

  return (
    <>
      {linksToVip ? (
        <a
          data-testid="gold-balance-widget"
          data-variant={variant}
          aria-label={t('balance.toVip')}
          css={frame}
          {...portalLinkProps('/vip')}
        >
          {body}
        </a>
      ) : (
        <section
          data-testid="gold-balance-widget"
          data-variant={variant}
          aria-label={t('balance.myGold')}
          css={frame}
        >
          {body}
        </section>
      )}
      <GoldDialog open={dialogOpen} onClose={() => setDialogOpen(false)} brandName={brandName} />
      {webview.isWebview && (
        <TopupPopup
          open={popupOpen}
          onClose={() => setPopupOpen(false)}
          gameCode={gameCode ?? webview.productCode}
        />
      )}
    </>
  );
}
