import { apiBaseUrlAtom, sessionStore } from '@portal/session';
import { portalLinkProps } from './navigation';

const click = () => ({
  preventDefault: jest.fn(),
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  button: 0,
});

describe('portalLinkProps', () => {
  afterEach(() => sessionStore.set(apiBaseUrlAtom, null));

  it('moves inside the portal without a page load', () => {
    const event = click();
    portalLinkProps('/vip').onClick(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/vip');
  });

  it("on a studio's page leaves the click to the studio SDK and never moves the studio's address", () => {
    window.history.replaceState(null, '', '/studio-page');
    sessionStore.set(apiBaseUrlAtom, 'https://portal.example/api');
    const event = click();
    portalLinkProps('/vip').onClick(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/studio-page');
  });
});
