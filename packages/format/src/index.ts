export { formatDate, ordinalSuffix, toUtcDateTime } from './date';
export type { DatePattern, FormatDateOptions } from './date';
export { goldToDollars, formatGold } from './gold';
