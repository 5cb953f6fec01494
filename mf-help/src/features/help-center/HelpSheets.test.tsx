import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiNetworkError, ApiRequestError } from '@portal/api-client';
import { FEEDBACK_PROGRESS_MS, FEEDBACK_SEND_DELAY_MS, messages } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { helpSheetAtom, sessionStore } from '@portal/session';
import { registerTexts } from '../../i18n';
import { CHAT_CONFIG, fakeHelpApi, type FakeHelpApi } from '../../testing/fakeHelpApi';
import { openHelpCenter, resetSession, signIn } from '../../testing/session';
import { THANKS_VISIBLE_MS } from '../feedback/useFeedbackFlow';
import { HelpSheets } from './HelpSheets';

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderSheets(path: string, api: FakeHelpApi = fakeHelpApi()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <HelpSheets />
      <Location />
    </MemoryRouter>,
  );
  return api;
}

// A real timer, untouched by the fake clock: React's scheduler captured the real setTimeout when it
// loaded (before the fake timers of each test), so renders scheduled outside act run on real time.
const { setTimeout: realSetTimeout } = jest.requireActual<typeof import('timers')>('timers');

/**
 * Lets pending promises (validation, the request) settle and React render what they dispatched,
 * without moving the fake clock the timing assertions rely on.
 */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  }
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const dialog = () => screen.getByRole('dialog');
const option = (name: string) => within(dialog()).queryByRole('button', { name: new RegExp(`^${name}`) });
const feedbackField = () => screen.getByLabelText('Your feedback');
const sendButton = () => screen.getByRole('button', { name: 'Send' });

async function openFeedback(path: string, api?: FakeHelpApi) {
  const sent = renderSheets(path, api);
  act(() => openHelpCenter());
  await user().click(option('Give a Feedback')!);
  return sent;
}

beforeAll(() => registerTexts());
beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  jest.useRealTimers();
  resetSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await changeLanguage('en');
});

describe('Help Center sheet', () => {
  it('stays closed until Need Help opens it', () => {
    renderSheets('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openHelpCenter());
    expect(within(dialog()).getByRole('heading', { name: 'Help Center' })).toBeInTheDocument();
  });

  it('shows a visitor only Give a Feedback and Contact Us', () => {
    renderSheets('/');
    act(() => openHelpCenter());
    expect(
      within(dialog()).getAllByRole('button', { name: /^(Guided Tour|Give a Feedback|Contact Us)/ }),
    ).toHaveLength(2);
    expect(option('Guided Tour')).toBeNull();
    expect(option('Give a Feedback')).toBeInTheDocument();
    expect(option('Contact Us')).toBeInTheDocument();
  });

  it('offers the guided tour to a signed-in player on the home page only', () => {
    signIn();
    renderSheets('/');
    act(() => openHelpCenter());
    expect(option('Guided Tour')).toBeInTheDocument();
  });

  it('does not offer the tour to a signed-in player on another page', () => {
    signIn();
    renderSheets('/games');
    act(() => openHelpCenter());
    expect(option('Guided Tour')).toBeNull();
  });

  it('closes on Escape and on the Close button', async () => {
    renderSheets('/games');
    act(() => openHelpCenter());
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.get(helpSheetAtom).open).toBe(false);
    act(() => openHelpCenter());
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Contact Us opens /embed with the configured chat widget and the player id, and closes the sheet', async () => {
    signIn();
    renderSheets('/games/ash_echoes');
    act(() => openHelpCenter());
    await user().click(option('Contact Us')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/embed\?/));
    const params = new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({ uid: '7', gameCode: 'ash_echoes', url: CHAT_CONFIG.url });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('feedback sheet', () => {
  it('preselects the page from the path', async () => {
    await openFeedback('/friends');
    expect(within(dialog()).getByRole('heading', { name: 'Give a Feedback' })).toBeInTheDocument();
    expect(screen.getByTestId('feedback-page')).toHaveTextContent('Friends');
    expect(sendButton()).toBeEnabled();
  });

  it("preselects a game page by the game's status", async () => {
    const api = fakeHelpApi();
    api.gameStatus.mockResolvedValue('beta');
    renderSheets('/games/crazy_ones', api);
    expect(api.gameStatus).not.toHaveBeenCalled(); // nothing is fetched until the feedback view opens
    act(() => openHelpCenter('feedback'));
    await settle();
    expect(api.gameStatus).toHaveBeenCalledWith('crazy_ones');
    expect(screen.getByTestId('feedback-page')).toHaveTextContent('Beta games');
  });

  it('keeps Send disabled until a page is chosen in the page selector, which returns to the form', async () => {
    await openFeedback('/tou');
    expect(screen.getByTestId('feedback-page')).toHaveTextContent('Choose a page');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('Choose a page to send your feedback.')).toBeInTheDocument();

    await user().type(feedbackField(), 'Terms are clear');
    await user().click(screen.getByTestId('feedback-page'));
    expect(within(dialog()).getByRole('heading', { name: 'Which page is it about?' })).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(10);
    await user().click(screen.getByRole('button', { name: 'Other' }));

    expect(screen.getByTestId('feedback-page')).toHaveTextContent('Other');
    expect(feedbackField()).toHaveValue('Terms are clear');
    expect(sendButton()).toBeEnabled();
  });

  it('asks for the text with the shared required message and sends nothing', async () => {
    const api = await openFeedback('/');
    await user().click(sendButton());
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(api.sendFeedback).not.toHaveBeenCalled();
  });

  it("refuses 501 characters with 'Max 500 characters' as soon as they are typed, counting live", async () => {
    const api = await openFeedback('/');
    await user().click(feedbackField());
    await user().paste('a'.repeat(500));
    expect(screen.getByText('500 of 500 characters')).toBeInTheDocument();
    expect(screen.queryByText(messages.maxLength500)).not.toBeInTheDocument();
    await user().type(feedbackField(), 'b');
    expect(screen.getByText('501 of 500 characters')).toBeInTheDocument();
    expect(await screen.findByText(messages.maxLength500)).toBeInTheDocument();
    await user().click(sendButton());
    expect(api.sendFeedback).not.toHaveBeenCalled();
  });

  it("refuses a malformed visitor email with 'Please provide a valid email'", async () => {
    const api = await openFeedback('/');
    await user().type(feedbackField(), 'Nice');
    await user().type(screen.getByLabelText('Email (optional)'), 'guest@');
    await user().click(sendButton());
    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    expect(api.sendFeedback).not.toHaveBeenCalled();
  });

  it('sends a visitor feedback, shows progress for 0.5 s + 1.2 s, thanks, then closes', async () => {
    const api = await openFeedback('/reward');
    await user().type(feedbackField(), 'More gacha events please');
    await user().type(screen.getByLabelText('Email (optional)'), 'guest@example.com');
    await user().click(sendButton());

    expect(api.sent).toEqual([
      {
        userId: null,
        type: 'user_feedback',
        value: {
          page: 'reward',
          description: 'More gacha events please',
          email: 'guest@example.com',
          isLogin: false,
        },
      },
    ]);
    await settle(); // validation and the request resolve
    expect(within(dialog()).getByRole('heading', { name: 'Sending…' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FEEDBACK_SEND_DELAY_MS));
    act(() => jest.advanceTimersByTime(FEEDBACK_PROGRESS_MS - 50));
    expect(within(dialog()).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      expect.stringMatching(/^9\d/),
    );
    act(() => jest.advanceTimersByTime(50));
    expect(within(dialog()).getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Feedback received');

    act(() => jest.advanceTimersByTime(THANKS_VISIBLE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.get(helpSheetAtom)).toEqual({ open: false, view: 'menu' });
  });

  it('starts a fresh form the next time it opens', async () => {
    await openFeedback('/');
    await user().type(feedbackField(), 'First');
    await user().keyboard('{Escape}');
    act(() => openHelpCenter('feedback'));
    expect(feedbackField()).toHaveValue('');
  });

  it('keeps the text after a failed send and sends it again with Retry', async () => {
    const api = fakeHelpApi();
    api.sendFeedback.mockRejectedValueOnce(new ApiNetworkError('NETWORK_ERROR', 'offline'));
    await openFeedback('/', api);
    await user().type(feedbackField(), 'Please keep my words');
    await user().click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your feedback was not sent');
    expect(feedbackField()).toHaveValue('Please keep my words');

    await user().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(api.sendFeedback.mock.calls.map(([payload]) => payload.value.description)).toEqual([
      'Please keep my words',
      'Please keep my words',
    ]);
  });

  it('says when the network has sent too much feedback', async () => {
    const api = fakeHelpApi();
    api.sendFeedback.mockRejectedValueOnce(
      new ApiRequestError(429, [{ code: 'RATE_LIMITED', message: 'Too much' }]),
    );
    await openFeedback('/', api);
    await user().type(feedbackField(), 'Again');
    await user().click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a few minutes.');
  });

  it('shows a signed-in player only the feedback field and sends their id and account email', async () => {
    signIn();
    const api = await openFeedback('/friends');
    expect(screen.queryByLabelText('Email (optional)')).not.toBeInTheDocument();
    await user().type(feedbackField(), 'Friend search, please');
    await user().click(sendButton());
    expect(api.sent).toEqual([
      {
        userId: 7,
        type: 'user_feedback',
        value: {
          page: 'friends',
          description: 'Friend search, please',
          email: 'k@example.com',
          isLogin: true,
        },
      },
    ]);
  });

  it('goes back to the Help Center menu', async () => {
    await openFeedback('/');
    await user().click(screen.getByRole('button', { name: 'Back to Help Center' }));
    expect(within(dialog()).getByRole('heading', { name: 'Help Center' })).toBeInTheDocument();
  });

  it('speaks Vietnamese, shared messages included', async () => {
    await act(() => changeLanguage('vn'));
    await openFeedback('/', fakeHelpApi()).catch(() => undefined);
    act(() => openHelpCenter('feedback'));
    expect(within(dialog()).getByRole('heading', { name: 'Gửi góp ý' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Vui lòng điền vào trường này')).toBeInTheDocument();
  });
});
