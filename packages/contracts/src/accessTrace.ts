import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PRODUCT_CODE_HEADER, WEBVIEW_HEADER } from './headers';

/** Region codes are two upper-case letters (the default region is EN). */
export const RegionCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}$/, 'regionCode must be two upper-case letters'),
);

export const AccessTraceSchema = v.object({ regionCode: RegionCodeSchema, isWebview: v.boolean() });
export type AccessTrace = v.InferOutput<typeof AccessTraceSchema>;

/** Headers read by GET /api/public/access-trace; other headers pass through untouched. */
export const AccessTraceHeadersSchema = v.looseObject({
  [PRODUCT_CODE_HEADER]: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[A-Za-z0-9_.-]{1,64}$/,
        `${PRODUCT_CODE_HEADER} must be 1-64 letters, digits, '_', '.' or '-'`,
      ),
    ),
  ),
  [WEBVIEW_HEADER]: v.optional(v.picklist(['0', '1'], `${WEBVIEW_HEADER} must be '0' or '1'`)),
  'cf-ipcountry': v.optional(v.string()),
  'x-country-code': v.optional(v.string()),
  'accept-language': v.optional(v.string()),
});
export type AccessTraceHeaders = v.InferOutput<typeof AccessTraceHeadersSchema>;

export const traceEndpoints = {
  /** Region code (language fallback) and webview flag as the API sees this browser. */
  accessTrace: endpoint({
    method: 'GET',
    path: '/public/access-trace',
    summary: 'Region code and webview flag of the caller',
    tags: ['public'],
    headers: AccessTraceHeadersSchema,
    response: AccessTraceSchema,
  }),
};
