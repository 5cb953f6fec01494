export { createApiClient, DEFAULT_TIMEOUT_MS } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  RequestOptions,
  RequestMethod,
  HttpMethod,
  Query,
  WebviewContext,
} from './client';
export {
  ApiRequestError,
  ApiNetworkError,
  INVALID_RESPONSE,
  isApiRequestError,
  isApiNetworkError,
} from './errors';
export type { ApiNetworkErrorCode } from './errors';
export { apiClient, servedAnswers } from './apiClient';
export { createServedAnswers } from './servedAnswers';
export type { ServedAnswer, ServedAnswerMap, ServedAnswers } from './servedAnswers';
export { call } from './call';
export {
  beginPlayerSession,
  endPlayerSession,
  fetchSignedInPlayer,
  refreshSignedInPlayer,
} from './playerSession';
export type { CallInput } from './call';
export { apiAssetUrl } from './assetUrl';
export { apiBaseBeside, sendApiCallsTo } from './apiBase';
export { humanProofStatus } from './humanProof/status';
export type { HumanProofState } from './humanProof/status';
