import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { initI18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { registerShellTexts } from '../../i18n';
import { drawerOpenAtom } from './drawerState';
import { LazySideDrawer } from './LazySideDrawer';

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});
afterEach(() => {
  cleanup();
  sessionStore.set(drawerOpenAtom, false);
});

describe('the side drawer, loaded when it first opens', () => {
  it('renders nothing until opened, then opens and stays open on the page it opened on', async () => {
    render(
      <MemoryRouter initialEntries={['/profiles/demo']}>
        <LazySideDrawer />
        <Link to="/friends">Friends elsewhere</Link>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    act(() => sessionStore.set(drawerOpenAtom, true));
    // The first import compiles the drawer's modules under jest: give it time.
    expect(await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(sessionStore.get(drawerOpenAtom)).toBe(true);

    // A navigation still closes it.
    await userEvent.click(screen.getByText('Friends elsewhere', { selector: 'a' }));
    expect(sessionStore.get(drawerOpenAtom)).toBe(false);
  });
});
