import { call } from '@portal/api-client';
import { shellEndpoints } from '@portal/contracts';

/** The maintenance setting, the page to go to, and this browser's IP as the API sees it. */
export const fetchMaintenanceStatus = (signal?: AbortSignal) =>
  call(shellEndpoints.maintenance, { signal, timeoutMs: 5000 });
