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
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
