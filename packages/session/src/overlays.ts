import { atom } from 'jotai';

/**
 * Which Help Center view is open. The shell's Need Help button opens it; mf-help renders it.
 * `tour` is the guided tour of the page's layout (an option of the menu, for a signed-in player on
 * the home page; never opened by itself).
 */
export type HelpSheetView = 'menu' | 'feedback' | 'tour';
export interface HelpSheetState {
  open: boolean;
  view: HelpSheetView;
}

export const helpSheetAtom = atom<HelpSheetState>({ open: false, view: 'menu' });
