// The overlays' own entry (`@portal/ui/overlay`), shared apart from the main one: no dialog is open
// on a page's first view, so their code (with the scroll lock) arrives with the first chunk that
// shows one instead of riding in every page's shared chunk.
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { BottomSheet } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export type { DialogBaseProps } from './DialogFrame';
export { useModalDialog } from './useModalDialog';
export type { ModalDialogOptions } from './useModalDialog';
export { dialogReset } from './dialogReset';
export { getPortalContainer } from './portal';
export { getFocusableElements } from './focus';
