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
  rateLimited: 'RATE_LIMITED', // too many requests (per IP, per account); see the Retry-After header
  humanProofRequired: 'HUMAN_PROOF_REQUIRED', // 428: solve the x-human-challenge and send again with x-human-proof
  adminTokenInvalid: 'ADMIN_TOKEN_INVALID', // admin routes: missing or wrong x-admin-token
  adminReadOnly: 'ADMIN_READ_ONLY', // a read-only admin token asked for a change
  // Accounts: 401 without a live session; codes and reset links that can no longer be used.
  unauthorized: 'UNAUTHORIZED',
  csrfRejected: 'CSRF_REJECTED', // a cookie-authenticated change without the CSRF header, or from another origin
  verificationCodeExpired: 'VERIFICATION_CODE_EXPIRED',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  ssoNotConfigured: 'SSO_NOT_CONFIGURED',
  ssoFailed: 'SSO_FAILED', // the message is one of the single-sign-on values of 000 §8
  // Money: balances that would go negative, unknown or closed things, signed calls refused.
  insufficientGold: 'INSUFFICIENT_GOLD',
  insufficientPoints: 'INSUFFICIENT_POINTS',
  insufficientGachaTokens: 'INSUFFICIENT_GACHA_TOKENS',
  topupPackageNotFound: 'TOPUP_PACKAGE_NOT_FOUND',
  paymentKindNotAllowed: 'PAYMENT_KIND_NOT_ALLOWED',
  orderNotFound: 'ORDER_NOT_FOUND',
  orderNotPending: 'ORDER_NOT_PENDING',
  paymentsNotConfigured: 'PAYMENTS_NOT_CONFIGURED',
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  transferNotFound: 'TRANSFER_NOT_FOUND',
  gameNotTransferable: 'GAME_NOT_TRANSFERABLE',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  gachaEventNotFound: 'GACHA_EVENT_NOT_FOUND',
  gachaEventClosed: 'GACHA_EVENT_CLOSED',
  gachaSoldOut: 'GACHA_SOLD_OUT',
  webviewIdentityInvalid: 'WEBVIEW_IDENTITY_INVALID',
  originNotAllowed: 'ORIGIN_NOT_ALLOWED', // studio embeds: the origin is not on the studio allowlist
  studioSecretInvalid: 'STUDIO_SECRET_INVALID', // partner route: missing or wrong x-studio-secret
  embedSessionElsewhere: 'EMBED_SESSION_ORIGIN', // an embed session used from another origin than its own
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
