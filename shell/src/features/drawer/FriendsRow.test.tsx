import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@portal/i18n';
import { registerShellTexts } from '../../i18n';
import { loadRegistryRoutes, registryRemotes } from '../../testing/registryRoutes';
import { FriendsRow } from './FriendsRow';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FriendsRow />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
  // mf-profile as its registry entry lists it: public profiles and friends pages name the friends menu.
  loadRegistryRoutes([
    ...registryRemotes.filter((remote) => remote.app !== 'mf-profile'),
    {
      app: 'mf-profile',
      routes: [
        { path: '/account', page: 'account', protected: true },
        { path: '/profiles/:slug', page: 'publicProfile', menuKey: 'friends' },
        { path: '/friends', page: 'friends', protected: true, menuKey: 'friends' },
      ],
    },
  ]);
});
afterEach(cleanup);

describe("the drawer's Friends row", () => {
  it.each([
    ['/profiles/demo-player', 'page'],
    ['/friends', 'page'],
    ['/account', null],
    ['/games', null],
  ])('on %s is marked current: %s', (path, current) => {
    renderAt(path);
    const link = screen.getByRole('link', { name: 'Friends' });
    expect(link).toHaveAttribute('href', '/friends');
    if (current) expect(link).toHaveAttribute('aria-current', current);
    else expect(link).not.toHaveAttribute('aria-current');
  });
});
