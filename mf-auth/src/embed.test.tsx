import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, endpointUrl } from '@portal/contracts';
import { readSessionCookies } from '@portal/session';
import { mount } from './embed';
import { fakeApi, ok, sessionAnswer, signedInPlayer } from './testing/fakeApi';
import { resetBrowserState } from './testing/setup';

beforeEach(resetBrowserState);

describe('./embed: the sign-in form in a studio page', () => {
  it('mounts the modal as a page, signs in, and tells the studio instead of navigating its page', async () => {
    fakeApi({
      [`POST ${endpointUrl(authEndpoints.login)}`]: sessionAnswer('/hub'),
      [`GET ${endpointUrl(authEndpoints.me)}`]: ok(signedInPlayer),
    });
    const element = document.createElement('div');
    document.body.append(element);
    const onSuccess = jest.fn();
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { initialPath: '/login', language: 'en', onSuccess });
    });

    const form = within(element);
    expect(await form.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Email'), 'player@example.com');
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Login Now' }));

    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        mode: 'LOGIN',
        userId: 42,
        destination: { kind: 'path', path: '/hub' },
      }),
    );
    expect(window.location.pathname).toBe('/');
    expect(readSessionCookies().userId).toBe('42');

    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Welcome Back!' })).not.toBeInTheDocument();
    element.remove();
  });
});
