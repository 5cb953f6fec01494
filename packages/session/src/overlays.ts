import { atom } from 'jotai';

/** Which Help Center view is open. The shell's Need Help button opens it; mf-help renders it. */
export type HelpSheetView = 'menu' | 'feedback';
export interface HelpSheetState {
  open: boolean;
  view: HelpSheetView;
}

export const helpSheetAtom = atom<HelpSheetState>({ open: false, view: 'menu' });
