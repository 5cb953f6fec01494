import type { VipLevel } from '@portal/contracts';

/** The six variants of 000 §2 "Gold balance widget". */
export const GOLD_BALANCE_VARIANTS = [
  'level-gold',
  'transfer',
  'transfer-v2',
  'my-vip',
  'menu',
  'default',
] as const;
export type GoldBalanceVariant = (typeof GOLD_BALANCE_VARIANTS)[number];

export type WidgetAction = 'topUp' | 'transferNow' | 'seeDetails' | 'unlockVip';

/** Buttons of each variant; level-gold has none because the whole widget leads to /vip. */
export function widgetActions(variant: GoldBalanceVariant, level: VipLevel): WidgetAction[] {
  switch (variant) {
    case 'default':
    case 'menu':
    case 'transfer-v2':
      return ['topUp'];
    case 'transfer':
      return ['topUp', 'transferNow'];
    case 'my-vip':
      return [level > 0 ? 'seeDetails' : 'unlockVip'];
    case 'level-gold':
      return [];
  }
}

/**
 * Where each action leads; a webview's Top Up is a popup for the game instead of a page. On /vip
 * itself (`onVipPage`) the VIP actions lead on, never back to the page: See Details to
 * /vip/details, Unlock VIP to /topup (gold to transfer is how a rank is reached).
 */
export function actionTarget(
  action: WidgetAction,
  isWebview: boolean,
  onVipPage = false,
): { kind: 'document' | 'route'; to: string } | { kind: 'topupPopup' } {
  switch (action) {
    case 'topUp':
      // /topup is opened with a full page load (000 §2).
      return isWebview ? { kind: 'topupPopup' } : { kind: 'document', to: '/topup' };
    case 'transferNow':
      return { kind: 'route', to: isWebview ? '/transfer-webview' : '/transfer' };
    case 'seeDetails':
      return { kind: 'route', to: onVipPage ? '/vip/details' : '/vip' };
    case 'unlockVip':
      return onVipPage ? { kind: 'document', to: '/topup' } : { kind: 'route', to: '/vip' };
  }
}

/** Label key of an action: Top Up reads Get More inside a webview. */
export const actionLabelKey = (action: WidgetAction, isWebview: boolean): string =>
  action === 'topUp' && isWebview ? 'balance.getMore' : `balance.${action}`;
