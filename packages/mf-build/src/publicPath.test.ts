import { publicPathFor } from './webpackConfig';
import type { FederationAppConfig } from './types';

const remote: FederationAppConfig = { name: 'mf_campaign_x', kind: 'remote', devPort: 4107, title: 'X' };

describe('where an app loads its files from', () => {
  it("the shell: the site's root, so deep links load", () => {
    expect(publicPathFor({ ...remote, kind: 'host' }, false)).toBe('/');
  });

  it('a deployed remote: wherever its manifest was loaded (a version folder, a CDN)', () => {
    expect(publicPathFor(remote, false)).toBe('auto');
  });

  it('a remote on its dev server: its absolute address, so /games/official/x opens by URL and the shell loads it cross-origin', () => {
    expect(publicPathFor(remote, true)).toBe('http://127.0.0.1:4107/');
  });
});
