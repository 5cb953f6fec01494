// Exposed as `mf_wallet_vip/vip-rank-card`: the component (default) and `mount`.
import { exposeWidget } from '../exposeWidget';
import { VipRankCard, type VipRankCardProps } from './VipRankCard';

const widget = exposeWidget<VipRankCardProps>('vip-rank-card', VipRankCard);
export default widget.Component;
export const mount = widget.mount;
export type { VipRankCardProps };
