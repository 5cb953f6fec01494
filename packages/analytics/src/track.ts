import type { AnalyticsEvent } from './events';

/** What a tag manager reads: plain objects pushed in order. */
export type DataLayerEntry = Record<string, unknown>;

type WindowWithDataLayer = Window & { dataLayer?: DataLayerEntry[] };

/** The page's data layer, created when missing; undefined on the server. */
export function getDataLayer(): DataLayerEntry[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const target = window as WindowWithDataLayer;
  target.dataLayer ??= [];
  return target.dataLayer;
}

/** Pushes one typed event to `window.dataLayer`; does nothing during server rendering or tests in node. */
export function track(event: AnalyticsEvent): void {
  getDataLayer()?.push({ ...event });
}
