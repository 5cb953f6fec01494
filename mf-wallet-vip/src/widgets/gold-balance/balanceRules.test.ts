import type { VipLevel } from '@portal/contracts';
import { actionLabelKey, actionTarget, widgetActions, type GoldBalanceVariant } from './balanceRules';

describe('actions of each variant', () => {
  it.each([
    ['default', 0, ['topUp']],
    ['menu', 1, ['topUp']],
    ['transfer', 1, ['topUp', 'transferNow']],
    ['transfer-v2', 2, ['topUp']],
    ['my-vip', 0, ['unlockVip']],
    ['my-vip', 1, ['seeDetails']],
    ['level-gold', 2, []],
  ] as const)('%s at level %i offers %j', (variant, level, actions) => {
    expect(widgetActions(variant as GoldBalanceVariant, level as VipLevel)).toEqual(actions);
  });

  it.each([
    ['topUp', false, { kind: 'document', to: '/topup' }, 'balance.topUp'],
    ['topUp', true, { kind: 'topupPopup' }, 'balance.getMore'],
    ['transferNow', false, { kind: 'route', to: '/transfer' }, 'balance.transferNow'],
    ['transferNow', true, { kind: 'route', to: '/transfer-webview' }, 'balance.transferNow'],
    ['seeDetails', false, { kind: 'route', to: '/vip' }, 'balance.seeDetails'],
    ['unlockVip', true, { kind: 'route', to: '/vip' }, 'balance.unlockVip'],
  ] as const)('%s (webview %s) goes to %j labelled %s', (action, webview, target, label) => {
    expect(actionTarget(action, webview)).toEqual(target);
    expect(actionLabelKey(action, webview)).toBe(label);
  });

  it('on /vip each VIP action goes somewhere new: See Details to /vip/details, Unlock VIP to /topup', () => {
    expect(actionTarget('seeDetails', false, true)).toEqual({ kind: 'route', to: '/vip/details' });
    expect(actionTarget('unlockVip', false, true)).toEqual({ kind: 'document', to: '/topup' });
  });
});
