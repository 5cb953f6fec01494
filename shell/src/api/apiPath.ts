import { API_PREFIX } from '@portal/contracts';

/** The contract's paths include /api; the API client adds it as its base URL. */
export const apiPath = (route: string) =>
  route.startsWith(`${API_PREFIX}/`) ? route.slice(API_PREFIX.length) : route;
