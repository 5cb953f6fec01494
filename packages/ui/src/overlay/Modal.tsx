import { CONFIRM_MODAL_WIDTH, MODAL_WIDTH } from '@portal/contracts';
import { DialogFrame, type DialogBaseProps } from './DialogFrame';

export interface ModalProps extends DialogBaseProps {
  /** `confirm` is the narrower confirmation dialog (416 px instead of 520 px). */
  variant?: 'default' | 'confirm';
  /** Overrides the variant's width, e.g. ANNOUNCEMENT_WIDTH_PX. */
  width?: number;
}

/** A centred dialog (role=dialog, aria-modal) rendered into document.body. */
export function Modal({ variant = 'default', width, ...props }: ModalProps) {
  const resolvedWidth = width ?? (variant === 'confirm' ? CONFIRM_MODAL_WIDTH : MODAL_WIDTH);
  return <DialogFrame {...props} placement="center" width={resolvedWidth} />;
}
