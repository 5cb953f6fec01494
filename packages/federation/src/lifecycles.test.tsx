import { createElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { useLocation } from 'react-router-dom';
import { createEmbed } from './embed';
import { createLifecycles } from './lifecycles';
import { createRoutedEmbed } from './standalone';
import { portalGlobal } from './diagnostics';

function WhereAmI() {
  return <h1>at {useLocation().pathname}</h1>;
}

function Crashes(): never {
  throw new Error('render exploded');
}

const props = (domElement: HTMLElement) => ({ name: 'mf-test', domElement });

// Lifecycles resolve only once React has committed, like in the browser: no act() batching here.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('createLifecycles', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    window.history.pushState({}, '', '/somewhere');
  });

  it('mounts the app into the element the shell gives, on the page URL, and unmounts it', async () => {
    const element = document.body.appendChild(document.createElement('section'));
    const lifecycles = createLifecycles('mf-test', WhereAmI);
    await lifecycles.bootstrap(props(element));
    await lifecycles.mount(props(element));
    expect(await screen.findByRole('heading', { name: 'at /somewhere' })).toBeInTheDocument();
    await lifecycles.unmount(props(element));
    expect(element).toBeEmptyDOMElement();
  });

  it('records the React and store it mounted with', async () => {
    const element = document.body.appendChild(document.createElement('section'));
    const lifecycles = createLifecycles('mf-diag', WhereAmI);
    await lifecycles.mount(props(element));
    const record = portalGlobal().mounted.find((entry) => entry.app === 'mf-diag');
    expect(record?.react.createElement).toBe(createElement);
    expect(record?.store).toBe(sessionStore);
    await lifecycles.unmount(props(element));
  });

  it('shows the fallback with Retry when the app throws while rendering, and logs the app name', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.body.appendChild(document.createElement('section'));
    const lifecycles = createLifecycles('mf-crash', Crashes);
    await lifecycles.mount(props(element));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(element.querySelector('[data-fallback-for="mf-crash"]')).not.toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[portal] remote "mf-crash" failed: render exploded'),
    );
    await lifecycles.unmount(props(element));
    error.mockRestore();
  });
});

describe('embed mount', () => {
  it('renders into any element and the returned unmount empties it', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const { mount } = createEmbed('mf-embed', ({ greeting }: { greeting: string }) => <p>{greeting}</p>);
    const unmount = mount(element, { greeting: 'hello studio' });
    await waitFor(() => expect(element).toHaveTextContent('hello studio'));
    unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('routes a routed embed to its initial path without touching the page URL', async () => {
    window.history.pushState({}, '', '/studio-page');
    const element = document.body.appendChild(document.createElement('div'));
    const { mount } = createRoutedEmbed('mf-embed', WhereAmI);
    const unmount = mount(element, { initialPath: '/tou' });
    await waitFor(() => expect(element).toHaveTextContent('at /tou'));
    expect(window.location.pathname).toBe('/studio-page');
    unmount();
  });
});
