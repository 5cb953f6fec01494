import { atom } from 'jotai';

/** Whether the side drawer is open; the header's burger opens it, the drawer closes it. */
export const drawerOpenAtom = atom(false);
