// Exposed as `mf_wallet_vip/gold-dialog`: the component (default) and `mount`.
import { exposeWidget } from '../exposeWidget';
import { GoldDialog, type GoldDialogProps } from './GoldDialog';

const widget = exposeWidget<GoldDialogProps>('gold-dialog', GoldDialog);
export default widget.Component;
export const mount = widget.mount;
export type { GoldDialogProps };
