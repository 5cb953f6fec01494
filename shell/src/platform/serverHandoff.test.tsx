import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SERVER_RENDER_ATTRIBUTE } from '@portal/routes';
import { takeOverServerRender } from './serverHandoff';

/** A slot as the gateway sends it: the server's drawing of the landing, with its data. */
function serverSlot(): HTMLElement {
  const slot = document.createElement('section');
  slot.setAttribute(SERVER_RENDER_ATTRIBUTE, '');
  slot.innerHTML =
    '<div data-testid="page"><h1>Ash Echoes</h1><strong data-testid="total">12,345</strong></div>';
  document.body.appendChild(slot);
  return slot;
}

const visibleText = (slot: HTMLElement) =>
  [...slot.children]
    .filter((child) => !(child as HTMLElement).hidden)
    .map((child) => child.textContent)
    .join('');

describe('mounting over a server render', () => {
  afterEach(() => document.body.replaceChildren());

  it("keeps the server's page on screen while the app shows less, and swaps once the app shows it all", async () => {
    const slot = serverSlot();
    const handoff = takeOverServerRender(slot);
    const root = createRoot(handoff.element);

    await act(async () => root.render(<div data-testid="page">Loading…</div>));
    expect(visibleText(slot)).toBe('Ash Echoes12,345');

    await act(async () =>
      root.render(
        <div data-testid="page">
          <h1>Ash Echoes</h1>
          <strong data-testid="total">12,346</strong>
        </div>,
      ),
    );
    expect(visibleText(slot)).toBe('Ash Echoes12,346');
    expect(slot.children).toHaveLength(1);
    expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(false);
    act(() => root.unmount());
  });

  it('shows the app after the longest wait even if it never draws everything', async () => {
    jest.useFakeTimers();
    const slot = serverSlot();
    const handoff = takeOverServerRender(slot, 1000);
    const root = createRoot(handoff.element);
    await act(async () => root.render(<p>Retry</p>));
    expect(visibleText(slot)).toBe('Ash Echoes12,345');
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleText(slot)).toBe('Retry');
    act(() => root.unmount());
    jest.useRealTimers();
  });

  it('leaves an empty slot when the app unmounts', () => {
    const slot = serverSlot();
    takeOverServerRender(slot).release();
    expect(slot.childNodes).toHaveLength(0);
  });
});
