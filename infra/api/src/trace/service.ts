import { PRODUCT_CODE_HEADER, WEBVIEW_HEADER, type AccessTrace } from '@portal/contracts';

export interface AccessTraceHeaders {
  [PRODUCT_CODE_HEADER]?: string;
  [WEBVIEW_HEADER]?: '0' | '1';
  'cf-ipcountry'?: string;
  'x-country-code'?: string;
  'accept-language'?: string;
}

export interface AccessTraceOptions {
  defaultRegion: string;
  /** Country headers are believed only behind a trusted edge (TRUST_PROXY_HOPS > 0). */
  trustEdgeCountry: boolean;
}

/** Language-only Accept-Language tags whose region is unambiguous for this portal. */
const LANGUAGE_REGIONS: Record<string, string> = {
  vi: 'VN',
  th: 'TH',
  id: 'ID',
  ms: 'MY',
  ja: 'JP',
  ko: 'KR',
};
/** Placeholders Cloudflare sends for unknown (XX) or Tor (T1) clients. */
const UNKNOWN_COUNTRIES = new Set(['XX', 'T1']);

const countryOf = (value: string | undefined): string | undefined => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && !UNKNOWN_COUNTRIES.has(code) ? code : undefined;
};

/** Region of the preferred Accept-Language entry that names one ('vi' → VN, 'en-US' → US). */
export function regionFromAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const [language = '', ...subtags] = tag.split('-');
    const region = subtags.find((subtag) => /^[a-z]{2}$/.test(subtag));
    if (region) return region.toUpperCase();
    const implied = LANGUAGE_REGIONS[language];
    if (implied) return implied;
  }
  return undefined;
}

/**
 * Region: trusted edge country header (cf-ipcountry, then x-country-code), else the
 * Accept-Language region, else the default. Webview: a product code header or x-webview: 1.
 */
export function resolveAccessTrace(headers: AccessTraceHeaders, options: AccessTraceOptions): AccessTrace {
  const edgeCountry = options.trustEdgeCountry
    ? (countryOf(headers['cf-ipcountry']) ?? countryOf(headers['x-country-code']))
    : undefined;
  return {
    regionCode: edgeCountry ?? regionFromAcceptLanguage(headers['accept-language']) ?? options.defaultRegion,
    isWebview: Boolean(headers[PRODUCT_CODE_HEADER]) || headers[WEBVIEW_HEADER] === '1',
  };
}
