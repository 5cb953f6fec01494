import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalApiBaseUrl } from '@portal/federation';
import { sessionStore, tokenAtom, userAtom } from '@portal/session';
import { mount } from './embed';

/** The portal API as a studio page reaches it: only fetch, on another origin. */
function fakePortalApi() {
  const requests: { url: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      body: JSON.parse(String(init?.body ?? 'null')),
      headers: new Headers(init?.headers),
    });
    // jsdom has no Response: the client reads only these.
    const body = JSON.stringify({ success: true, data: { success: true } });
    return { ok: true, status: 200, statusText: 'OK', text: async () => body } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return requests;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
  document.body.innerHTML = '';
});

describe("mf-help's mount for studio pages", () => {
  it("mount(element, { view: 'feedback' }) opens the feedback sheet and sends to the portal API", async () => {
    const requests = fakePortalApi();
    const element = document.body.appendChild(document.createElement('div'));
    const onClose = jest.fn();
    let unmount = () => undefined as void;
    act(() => {
      unmount = mount(element, {
        view: 'feedback',
        language: 'en',
        apiBaseUrl: 'https://portal.example/api',
        page: 'released_game',
        onClose,
      });
    });

    const sheet = await screen.findByRole('dialog', { name: 'Give a Feedback' });
    expect(within(sheet).getByTestId('feedback-page')).toHaveTextContent('Released game');
    expect(within(sheet).getByLabelText('Email (optional)')).toBeInTheDocument();
    await userEvent.type(within(sheet).getByLabelText('Your feedback'), 'Great launch event');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('https://portal.example/api/public/feedback');
    expect(requests[0]?.body).toEqual({
      userId: null,
      type: 'user_feedback',
      value: { page: 'released_game', description: 'Great launch event', isLogin: false },
    });
    expect(requests[0]?.headers.get('x-lang')).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => unmount());
    // The first test of the file pays for the widget's first render: more than jest's 5 s on a busy CI.
  }, 15_000);

  it("sends as the player the studio SDK signed in: their bearer token to the portal's API, no email field", async () => {
    const requests = fakePortalApi();
    sessionStore.set(tokenAtom, 'embed-session-token-0123456789');
    sessionStore.set(userAtom, { id: 42, email: 'player@example.com', nickname: 'Aria' } as never);
    try {
      const element = document.body.appendChild(document.createElement('div'));
      act(() => {
        mount(element, {
          view: 'feedback',
          display: 'inline',
          page: 'released_game',
          language: 'en',
          apiBaseUrl: 'https://portal.example/api',
        });
      });
      const form = await within(element).findByRole('form', { name: 'Give a Feedback' });
      expect(within(form).queryByLabelText('Email (optional)')).not.toBeInTheDocument();
      await userEvent.type(within(form).getByLabelText('Your feedback'), 'Signed in from the studio');
      await userEvent.click(within(form).getByRole('button', { name: 'Send' }));

      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]?.url).toBe('https://portal.example/api/public/feedback');
      expect(requests[0]?.headers.get('authorization')).toBe('Bearer embed-session-token-0123456789');
      expect(requests[0]?.body).toMatchObject({ userId: 42, value: { isLogin: true } });
    } finally {
      sessionStore.set(tokenAtom, null);
      sessionStore.set(userAtom, null);
    }
  });

  it("mount(element, { view: 'feedback', display: 'inline' }) renders the form inside the element", async () => {
    fakePortalApi();
    const element = document.body.appendChild(document.createElement('div'));
    act(() => {
      mount(element, { view: 'feedback', display: 'inline', apiBaseUrl: 'https://portal.example/api' });
    });
    const form = await within(element).findByRole('form', { name: 'Give a Feedback' });
    expect(within(form).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still renders a route page for other mounts', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    act(() => {
      mount(element, { initialPath: '/privacy', language: 'en' });
    });
    expect(
      await within(element).findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
  });

  it('defaults the API to the relative /api outside a webpack build', () => {
    expect(portalApiBaseUrl()).toBe('/api');
  });
});
