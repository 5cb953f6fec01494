import type { PlatformCode } from '@portal/contracts';

/** The platform a game's in-app browser runs on, from its user agent. */
export function webviewPlatform(userAgent: string): PlatformCode {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'pc';
}
