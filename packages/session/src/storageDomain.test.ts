import { USER_ID_COOKIE } from '@portal/contracts';
import { writeSessionCookies } from './cookies';
import { readStorageDomain, STORAGE_DOMAIN_META } from './storageDomain';

function setMeta(content: string | null) {
  document.head.querySelector(`meta[name="${STORAGE_DOMAIN_META}"]`)?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = STORAGE_DOMAIN_META;
  meta.content = content;
  document.head.append(meta);
}

describe('storage domain (the jsdom page is on localhost)', () => {
  afterEach(() => setMeta(null));

  it('is absent without the meta tag: cookies stay on the current host', () => {
    expect(readStorageDomain()).toBeUndefined();
  });

  it("reads the page's portal-storage-domain meta when it covers the host", () => {
    setMeta('localhost');
    expect(readStorageDomain()).toBe('localhost');
  });

  it('ignores a domain that does not cover the host, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setMeta('.example.com');
    expect(readStorageDomain()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not cover localhost'));
    warn.mockRestore();
  });

  it('is the default Domain of the session cookies', () => {
    setMeta('localhost');
    const spy = jest.spyOn(document, 'cookie', 'set');
    writeSessionCookies({ token: 't', userId: 1 });
    expect(spy.mock.calls[0]?.[0]).toMatch(new RegExp(`^${USER_ID_COOKIE}=1; .*; Domain=localhost$`));
    spy.mockRestore();
  });
});
