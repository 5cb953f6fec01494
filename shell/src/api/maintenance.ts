import { apiPath } from './apiPath';
import { apiClient } from '@portal/api-client';
import { MaintenanceStatusSchema, shellApiRoutes } from '@portal/contracts';

/** The maintenance setting, the page to go to, and this browser's IP as the API sees it. */
export const fetchMaintenanceStatus = (signal?: AbortSignal) =>
  apiClient.get(apiPath(shellApiRoutes.maintenance), {
    schema: MaintenanceStatusSchema,
    signal,
    timeoutMs: 5000,
  });
