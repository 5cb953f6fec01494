import { apiPath } from './apiPath';
import { apiClient } from '@portal/api-client';
import { AccessTraceSchema, apiRoutes } from '@portal/contracts';

/** Region code (language fallback) and webview flag as the API sees this browser. */
export const fetchAccessTrace = (signal?: AbortSignal, timeoutMs?: number) =>
  apiClient.get(apiPath(apiRoutes.accessTrace), { schema: AccessTraceSchema, signal, timeoutMs });
