/** Error codes of the API envelope (`errors[].code`). Spec 000 §8 codes keep their spelling. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  gameNotFound: 'GAME_NOT_FOUND',
  metadataNotFound: 'METADATA_NOT_FOUND',
  invalidAuthCredential: 'INVALID_AUTH_CREDENTIAL',
  verificationCodeNotMatch: 'VERIFICATION_CODE_NOT_MATCH',
  emailIsUsed: 'EMAIL_IS_USED',
  emailCantRetrieve: 'EMAIL_CANT_RETRIEVE',
  rateLimited: 'RATE_LIMITED', // too many requests from one IP (feedback); see Retry-After
  adminTokenInvalid: 'ADMIN_TOKEN_INVALID', // admin routes: missing or wrong x-admin-token
  // Accounts (issue 3): 401 without a live session; codes and reset links that can no longer be used.
  unauthorized: 'UNAUTHORIZED',
  verificationCodeExpired: 'VERIFICATION_CODE_EXPIRED',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  ssoNotConfigured: 'SSO_NOT_CONFIGURED',
  ssoFailed: 'SSO_FAILED', // the message is one of the single-sign-on values of 000 §8
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
