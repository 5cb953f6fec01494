// Exposed as `mf_wallet_vip/gold-balance-widget`: the component (default) and `mount`.
import { exposeWidget } from '../exposeWidget';
import { GoldBalanceWidget, type GoldBalanceWidgetProps } from './GoldBalanceWidget';

const widget = exposeWidget<GoldBalanceWidgetProps>('gold-balance-widget', GoldBalanceWidget);
export default widget.Component;
export const mount = widget.mount;
export type { GoldBalanceWidgetProps };
export { GOLD_BALANCE_VARIANTS, type GoldBalanceVariant } from './balanceRules';
