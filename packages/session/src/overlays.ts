import { atom } from 'jotai';

/**
 * Which Help Center view is open. The shell's Need Help button opens it; mf-help renders it.
 * `tour` is the guided tour of the page's layout (mf-help starts it from the menu, or once by itself
 * for a signed-in player on the home page).
 */
export type HelpSheetView = 'menu' | 'feedback' | 'tour';
export interface HelpSheetState {
  open: boolean;
  view: HelpSheetView;
}

export const helpSheetAtom = atom<HelpSheetState>({ open: false, view: 'menu' });
