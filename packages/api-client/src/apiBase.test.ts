import { apiBaseUrlAtom, sessionStore } from '@portal/session';
import { apiBaseBeside, sendApiCallsTo } from './apiBase';

describe('the API beside a remote’s files', () => {
  afterEach(() => sessionStore.set(apiBaseUrlAtom, null));

  it('is the page’s own /api for files from the same origin or a relative public path', () => {
    expect(apiBaseBeside('/remotes/mf-help/1/', 'https://portal.example')).toBe('/api');
    expect(apiBaseBeside('https://portal.example/remotes/mf-help/1/', 'https://portal.example')).toBe('/api');
  });

  it('is the portal’s absolute /api when a studio’s page loaded the files from the portal', () => {
    expect(apiBaseBeside('https://portal.example/remotes/mf-help/1/', 'https://studio.example')).toBe(
      'https://portal.example/api',
    );
  });

  it('sends the shared client to another origin only when it is one', () => {
    sendApiCallsTo('https://portal.example/api');
    expect(sessionStore.get(apiBaseUrlAtom)).toBe('https://portal.example/api');
    sendApiCallsTo('/api');
    expect(sessionStore.get(apiBaseUrlAtom)).toBeNull();
  });
});
