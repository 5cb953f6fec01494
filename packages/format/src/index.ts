// Money only: dates live in `@portal/format/date` so that a route showing no date never loads luxon.
export { goldToDollars, formatGold } from './gold';
