import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeHelpApi } from '../../testing/fakeHelpApi';
import { openHelpCenter, resetSession, signIn } from '../../testing/session';
import { HelpOverlay } from './HelpOverlay';

jest.mock('./HelpSheets', () => {
  const actual = jest.requireActual<typeof import('./HelpSheets')>('./HelpSheets');
  return { HelpSheets: jest.fn(actual.HelpSheets) };
});
const { HelpSheets } = jest.requireMock<{ HelpSheets: jest.Mock }>('./HelpSheets');

function renderOverlay(path: string) {
  fakeHelpApi();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HelpOverlay />
    </MemoryRouter>,
  );
}

afterEach(() => {
  resetSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  HelpSheets.mockClear();
});

describe('Help Center overlay', () => {
  it('renders nothing and loads no sheet on a page where nobody asked for help', () => {
    const { container } = renderOverlay('/games');
    expect(container).toBeEmptyDOMElement();
    expect(HelpSheets).not.toHaveBeenCalled();
  });

  it('loads the Help Center when Need Help opens it', async () => {
    renderOverlay('/games');
    act(() => openHelpCenter());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Help Center' })).toBeInTheDocument();
  });

  it('loads nothing for a signed-in player on the home page until Need Help: the tour never opens by itself', async () => {
    signIn();
    renderOverlay('/');
    await act(async () => undefined);
    expect(HelpSheets).not.toHaveBeenCalled();
    expect(screen.queryByTestId('guided-tour')).toBeNull();
  });
});
