import type { MaintenanceSetting } from '@portal/contracts';

/** What the maintenance rule needs; the gateway and the browser each fill it from their own view. */
export interface MaintenanceInput {
  /** The MAINTENANCE/maintenance_setting record (version 1); null when it could not be read. */
  setting: MaintenanceSetting | null;
  /** The client's IP; null when unknown (then nobody is sent away, spec 000 §4). */
  clientIp: string | null;
  /** The external maintenance page; null when none is configured. */
  pageUrl: string | null;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Lower case, no brackets or zone, and IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4. */
export function normalizeIp(raw: string): string {
  let ip = raw.trim().toLowerCase();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const zone = ip.indexOf('%');
  if (zone >= 0) ip = ip.slice(0, zone);
  if (ip.startsWith('::ffff:') && IPV4.test(ip.slice(7))) ip = ip.slice(7);
  return ip;
}

function ipv4ToNumber(ip: string): number | null {
  const parts = IPV4.exec(ip);
  if (!parts) return null;
  const octets = parts.slice(1).map(Number);
  if (octets.some((octet) => octet > 255)) return null;
  return octets.reduce((value, octet) => value * 256 + octet, 0);
}

/** One whitelist entry: an exact address (IPv4 or IPv6) or an IPv4 CIDR block such as `10.0.0.0/8`. */
export function ipMatches(entry: string, clientIp: string): boolean {
  const ip = normalizeIp(clientIp);
  const [base = '', bits] = entry.trim().split('/');
  if (bits === undefined) return normalizeIp(base) === ip;
  const prefix = Number(bits);
  const network = ipv4ToNumber(normalizeIp(base));
  const address = ipv4ToNumber(ip);
  if (network === null || address === null || !/^\d{1,2}$/.test(bits) || prefix > 32) return false;
  const size = 2 ** (32 - prefix);
  return Math.floor(network / size) === Math.floor(address / size);
}

/** Maintenance is on, the client IP is known and it is not in ipWhitelist (spec 000 §4). */
export function isBlockedByMaintenance(setting: MaintenanceSetting | null, clientIp: string | null): boolean {
  if (!setting?.isActive || !clientIp?.trim()) return false;
  return !setting.ipWhitelist.some((entry) => ipMatches(entry, clientIp));
}

/**
 * Where maintenance sends this client, or null. A page URL that is this very path is never
 * answered, so a maintenance page served by the portal itself cannot loop.
 */
export function maintenanceLocation(
  input: MaintenanceInput | null | undefined,
  pathname: string,
): string | null {
  if (!input?.pageUrl || !isBlockedByMaintenance(input.setting, input.clientIp)) return null;
  if (input.pageUrl.startsWith('/') && input.pageUrl.split(/[?#]/, 1)[0] === pathname) return null;
  return input.pageUrl;
}
