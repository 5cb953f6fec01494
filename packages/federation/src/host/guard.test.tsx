import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lifecycles } from '../lifecycles';
import { fallbackLifecycles, RETRY_REMOTE_EVENT } from './fallback';
import { guardLifecycles } from './guard';

const element = () => document.body.appendChild(document.createElement('section'));

describe('guardLifecycles', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    document.body.innerHTML = '';
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the fallback instead of an empty slot when mount throws', async () => {
    const broken: Lifecycles = {
      bootstrap: async () => undefined,
      mount: async () => Promise.reject(new Error('mount failed')),
      unmount: async () => undefined,
    };
    const slot = element();
    const guarded = guardLifecycles('mf-broken', broken);
    await act(() => guarded.bootstrap({ domElement: slot }));
    await act(() => guarded.mount({ domElement: slot }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[portal] remote "mf-broken" failed: mount failed');
    await act(() => guarded.unmount({ domElement: slot }));
    expect(slot).toBeEmptyDOMElement();
  });

  it('shows the fallback when bootstrap throws', async () => {
    const broken: Lifecycles = {
      bootstrap: async () => Promise.reject(new Error('bootstrap failed')),
      mount: jest.fn(),
      unmount: async () => undefined,
    };
    const slot = element();
    const guarded = guardLifecycles('mf-boot', broken);
    await act(() => guarded.bootstrap({ domElement: slot }));
    await act(() => guarded.mount({ domElement: slot }));
    expect(broken.mount).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('fallbackLifecycles', () => {
  it('asks the shell to retry the remote when Retry is pressed', async () => {
    document.body.innerHTML = '';
    const slot = element();
    const lifecycles = fallbackLifecycles('mf-help');
    const retried: string[] = [];
    window.addEventListener(RETRY_REMOTE_EVENT, (event) =>
      retried.push((event as CustomEvent<{ app: string }>).detail.app),
    );
    await act(() => lifecycles.mount({ domElement: slot }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(retried).toEqual(['mf-help']);
    await act(() => lifecycles.unmount({ domElement: slot }));
    expect(slot).toBeEmptyDOMElement();
  });
});
