import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { helpSheetAtom, sessionStore } from '@portal/session';
import { isShownModally } from '@portal/ui/testing';
import { registerTexts } from '../../i18n';
import { fakeHelpApi } from '../../testing/fakeHelpApi';
import { openHelpCenter, resetSession, signIn } from '../../testing/session';
import { HelpSheets } from '../help-center/HelpSheets';

/** The shell's layout as the tour finds it: header, wallet, bottom navigation, drawer button. */
function ShellLayout({ withWallet = true }: { withWallet?: boolean }) {
  return (
    <>
      <header data-testid="shell-header">Header</header>
      {withWallet && <div data-tour="wallet">Wallet</div>}
      <nav data-testid="bottom-nav">Nav</nav>
      <button data-tour="drawer">Menu</button>
    </>
  );
}

function renderHome(path = '/', options: { withWallet?: boolean } = {}) {
  fakeHelpApi();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout {...options} />
      <HelpSheets />
    </MemoryRouter>,
  );
}

const tour = () => screen.queryByTestId('guided-tour');
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeAll(() => registerTexts());
beforeEach(() => {
  jest.useFakeTimers();
  // jsdom lays nothing out: give every element a box so the tour sees its targets.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 10,
    left: 10,
    width: 300,
    height: 40,
    right: 310,
    bottom: 50,
    x: 10,
    y: 10,
    toJSON: () => ({}),
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  resetSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const showsStep = async (title: string) => {
  await act(async () => jest.advanceTimersByTime(20)); // the target is measured on the next frame
  expect(within(tour()!).getByRole('heading', { name: title })).toBeInTheDocument();
};

/** The tour is an option of the Help Center sheet (000 §2). */
async function startFromHelpCenter() {
  act(() => openHelpCenter());
  await user().click(screen.getByRole('button', { name: /^Guided Tour/ }));
}

describe('guided tour', () => {
  it('does not open by itself: it is an option of the Help Center sheet, only on / and only when logged in', async () => {
    signIn();
    renderHome('/');
    act(() => jest.advanceTimersByTime(10_000));
    expect(tour()).toBeNull();
    await startFromHelpCenter();
    await showsStep('Your header');
    expect(tour()).toHaveTextContent('Step 1 of 4');
    // It takes focus and the page behind is inert until it closes.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    // A modal dialog: the browser keeps the page behind inert (proven in experience-help.spec.ts).
    const layer = tour()!;
    expect(isShownModally(layer)).toBe(true);
    await user().keyboard('{Escape}');
    expect(tour()).toBeNull();
    expect(isShownModally(layer)).toBe(false);
    expect(sessionStore.get(helpSheetAtom).open).toBe(false);
  });

  it('steps through header, wallet, bottom navigation and drawer', async () => {
    signIn();
    renderHome('/');
    await startFromHelpCenter();
    await showsStep('Your header');
    for (const title of ['Your wallet', 'Get around', 'The menu']) {
      await user().click(screen.getByRole('button', { name: 'Next' }));
      await showsStep(title);
    }
    await user().click(screen.getByRole('button', { name: 'Back' }));
    await showsStep('Get around');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await showsStep('The menu');
    await user().click(screen.getByRole('button', { name: 'Got it' }));
    expect(tour()).toBeNull();
    expect(sessionStore.get(helpSheetAtom).open).toBe(false);
  });

  it('skips a step whose target is not on the page', async () => {
    signIn();
    renderHome('/', { withWallet: false });
    await startFromHelpCenter();
    await showsStep('Your header');
    expect(tour()).toHaveTextContent('Step 1 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await showsStep('Get around');
  });

  it.each([
    ['a visitor on the home page', false, '/'],
    ['a signed-in player on another page', true, '/games'],
  ])('is not offered to %s', async (_case, signedIn, path) => {
    if (signedIn) signIn();
    renderHome(path);
    act(() => openHelpCenter());
    expect(screen.queryByRole('button', { name: /^Guided Tour/ })).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(tour()).toBeNull();
  });
});
