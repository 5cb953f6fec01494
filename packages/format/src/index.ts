// Money only: dates live in `@portal/format/date` so that a route showing no date never loads luxon.
export { goldToDollars, formatGold } from './gold';
export { INTL_LOCALE, numberSeparators } from './locale';
export { formatCount } from './number';
export type { NumberSeparators } from './locale';
