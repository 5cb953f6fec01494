import { theme } from '@portal/ui';

/**
 * Room under the footer's last line on a phone: the fixed bottom navigation (58 px links, a border
 * and the safe area) plus a gap, so the footer ends above it instead of behind it.
 */
export const FOOTER_CLEARANCE = `calc(58px + 1px + env(safe-area-inset-bottom) + ${theme.space.xl}px)`;

/** The room the footer is given before its code arrives (about its height; only pages below move). */
export const FOOTER_SLOT_MIN_HEIGHT = { phone: 560, wide: 260 };
