import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { helpSheetAtom, sessionStore } from '@portal/session';
import { isShownModally } from '@portal/ui/testing';
import { HelpApiProvider } from '../../api/helpApi';
import { registerTexts } from '../../i18n';
import { fakeHelpApi } from '../../testing/fakeHelpApi';
import { openHelpCenter, resetSession, signIn } from '../../testing/session';
import { HelpSheets } from '../help-center/HelpSheets';
import { hasFinishedTour } from './tourProgress';
import { TOUR_AUTO_START_DELAY_MS } from './useTourAutoStart';

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
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout {...options} />
      <HelpApiProvider api={fakeHelpApi()}>
        <HelpSheets />
      </HelpApiProvider>
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

describe('guided tour', () => {
  it('starts by itself for a signed-in player on the home page, header first', async () => {
    signIn();
    renderHome('/');
    expect(tour()).toBeNull();
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS));
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
  });

  it('starts by itself only once per player, even when it was not finished', async () => {
    signIn();
    const view = renderHome('/');
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS));
    await showsStep('Your header');
    view.unmount();
    window.localStorage.removeItem('portal.help.tour-finished.7');
    window.sessionStorage.clear(); // a new browser session
    renderHome('/');
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS * 2));
    expect(tour()).toBeNull();
  });

  it('steps through header, wallet, bottom navigation and drawer, and is not shown again once finished', async () => {
    signIn();
    const view = renderHome('/');
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS));
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
    expect(hasFinishedTour('7')).toBe(true);

    view.unmount();
    window.sessionStorage.clear(); // even in a new browser session
    renderHome('/');
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS * 2));
    expect(tour()).toBeNull();
  });

  it('can be skipped (Skip or Escape), which also counts as seen', async () => {
    signIn();
    renderHome('/');
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS));
    await showsStep('Your header');
    await user().keyboard('{Escape}');
    expect(tour()).toBeNull();
    expect(hasFinishedTour('7')).toBe(true);
    expect(sessionStore.get(helpSheetAtom).open).toBe(false);
  });

  it('skips a step whose target is not on the page', async () => {
    signIn();
    window.localStorage.setItem('portal.help.tour-finished.7', '1');
    renderHome('/', { withWallet: false });
    act(() => openHelpCenter());
    await user().click(screen.getByRole('button', { name: /^Guided Tour/ }));
    await showsStep('Your header');
    expect(tour()).toHaveTextContent('Step 1 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await showsStep('Get around');
  });

  it.each([
    ['a visitor on the home page', false, '/'],
    ['a signed-in player on another page', true, '/games'],
  ])('never starts for %s', async (_case, signedIn, path) => {
    if (signedIn) signIn();
    renderHome(path);
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS * 2));
    expect(tour()).toBeNull();
  });

  it('does not start by itself twice in one browser session', async () => {
    signIn();
    const first = renderHome('/');
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS));
    await showsStep('Your header');
    first.unmount();
    act(() => sessionStore.set(helpSheetAtom, { open: false, view: 'menu' }));
    renderHome('/');
    act(() => jest.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS * 2));
    expect(tour()).toBeNull();
  });
});
