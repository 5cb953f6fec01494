export type PortalEmbedErrorCode =
  | 'unknown-widget'
  | 'missing-element'
  | 'bad-options'
  | 'origin-not-allowed'
  | 'portal-unreachable'
  | 'widget-unavailable'
  | 'session-ended';

/** Why a mount was refused; also printed to the console, so a studio developer sees it without a catch. */
export class PortalEmbedError extends Error {
  override readonly name = 'PortalEmbedError';
  constructor(
    readonly code: PortalEmbedErrorCode,
    message: string,
  ) {
    super(message);
  }
}
