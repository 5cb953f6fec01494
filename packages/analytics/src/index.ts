export { track, getDataLayer } from './track';
export type { DataLayerEntry } from './track';
export type { AnalyticsEvent, AnalyticsEventName, AuthMethod } from './events';
