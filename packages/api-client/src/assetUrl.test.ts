import { apiBaseUrlAtom, sessionStore } from '@portal/session';
import { apiAssetUrl } from './assetUrl';

describe('apiAssetUrl', () => {
  afterEach(() => sessionStore.set(apiBaseUrlAtom, null));

  it('leaves API URLs relative on the portal itself', () => {
    expect(apiAssetUrl('/api/public/avatars/12-ab-47.webp')).toBe('/api/public/avatars/12-ab-47.webp');
  });

  it("points API URLs at the portal's API origin on a studio's page", () => {
    sessionStore.set(apiBaseUrlAtom, 'https://portal.example/api');
    expect(apiAssetUrl('/api/public/avatars/12-ab-47.webp')).toBe(
      'https://portal.example/api/public/avatars/12-ab-47.webp',
    );
  });

  it('keeps absolute URLs and other paths as they are', () => {
    sessionStore.set(apiBaseUrlAtom, 'https://portal.example/api');
    expect(apiAssetUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(apiAssetUrl('/apiary.png')).toBe('/apiary.png');
  });
});
