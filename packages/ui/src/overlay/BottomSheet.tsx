import { MODAL_WIDTH } from '@portal/contracts';
import { DialogFrame, type DialogBaseProps } from './DialogFrame';

export interface BottomSheetProps extends DialogBaseProps {
  /** Width of the centred dialog on wide screens. */
  width?: number;
  /** Also a centred dialog in landscape orientation, as the Gold dialog is. */
  centreInLandscape?: boolean;
}

/** A bottom panel on narrow screens that becomes a centred dialog above 767 px. */
export function BottomSheet({ width = MODAL_WIDTH, centreInLandscape = false, ...props }: BottomSheetProps) {
  return <DialogFrame {...props} placement="sheet" width={width} centreInLandscape={centreInLandscape} />;
}
