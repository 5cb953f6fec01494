/** 000 §7: 3 for the .com site, 2 for the .vn site, 1 for the .gg site, 0 otherwise. */
export function skipRegistrationCallbackType(hostname: string): 0 | 1 | 2 | 3 {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.endsWith('.com')) return 3;
  if (host.endsWith('.vn')) return 2;
  if (host.endsWith('.gg')) return 1;
  return 0;
}
