import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SERVED_TAPS_GLOBAL, SERVER_RENDER_ATTRIBUTE } from '@portal/routes';
import { takeOverServerRender } from './serverHandoff';

/** A slot as the gateway sends it: the server's drawing of the landing, with its data, then `extra`. */
function serverSlot(extra = ''): HTMLElement {
  const slot = document.createElement('section');
  slot.setAttribute(SERVER_RENDER_ATTRIBUTE, '');
  slot.innerHTML =
    '<div data-testid="page"><h1>Ash Echoes</h1><strong data-testid="total">12,345</strong></div>' + extra;
  document.body.appendChild(slot);
  return slot;
}

const roots: Root[] = [];

/** The app mounting over a served slot (with `extra` served markup); `render` draws its next view. */
function mountApp(extra = '', maxWaitMs?: number) {
  const slot = serverSlot(extra);
  const handoff = takeOverServerRender(slot, maxWaitMs);
  const root = createRoot(handoff.element);
  roots.push(root);
  const render = (view: ReactNode) => act(async () => root.render(view));
  return { slot, handoff, render };
}

const visibleText = (slot: HTMLElement) =>
  [...slot.children]
    .filter((child) => !(child as HTMLElement).hidden)
    .map((child) => child.textContent)
    .join('');

describe('mounting over a server render', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    document.body.replaceChildren();
  });

  it("keeps the server's page on screen while the app shows less, and swaps once the app shows it all", async () => {
    const { slot, render } = mountApp();

    await render(<div data-testid="page">Loading…</div>);
    expect(visibleText(slot)).toBe('Ash Echoes12,345');

    await render(
      <div data-testid="page">
        <h1>Ash Echoes</h1>
        <strong data-testid="total">12,346</strong>
      </div>,
    );
    expect(visibleText(slot)).toBe('Ash Echoes12,346');
    expect(slot.children).toHaveLength(1);
    expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(false);
  });

  it('shows the app after the longest wait even if it never draws everything', async () => {
    jest.useFakeTimers();
    const { slot, render } = mountApp('', 1000);
    await render(<p>Retry</p>);
    expect(visibleText(slot)).toBe('Ash Echoes12,345');
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleText(slot)).toBe('Retry');
    jest.useRealTimers();
  });

  it("shows a failed remote's fallback at once instead of the server's page", async () => {
    const { slot, render } = mountApp();
    await render(
      <div data-fallback-for="mf-campaign-ash-echoes">
        <button>Retry</button>
      </div>,
    );
    expect(visibleText(slot)).toBe('Retry');
  });

  it("does again, once the app shows, a tap on a served button made before, and focuses the app's button", async () => {
    const { slot, handoff, render } = mountApp(
      '<button>EN</button><button>Pre-Register now</button><input name="email" value="">',
    );
    // The document's listener stopped the tap and kept the button.
    const [, served] = slot.querySelectorAll('button');
    window[SERVED_TAPS_GLOBAL] = [served!];
    const email = slot.querySelector('input')!;
    email.value = 'ash@example.com';
    email.focus();
    const typed: string[] = [];
    function Landing() {
      const [open, setOpen] = useState(false);
      return (
        <div data-testid="page">
          <h1>Ash Echoes</h1>
          <strong data-testid="total">12,345</strong>
          {/* The server drew a language button the app inside the shell leaves out. */}
          <button onClick={() => setOpen(true)}>Pre-Register now</button>
          <input name="email" defaultValue="" onChange={(event) => typed.push(event.target.value)} />
          {open && <p>The pre-registration flow</p>}
        </div>
      );
    }
    await render(<Landing />);

    expect(visibleText(slot)).toContain('The pre-registration flow');
    expect(document.activeElement).toBe(handoff.element.querySelector('button'));
    expect(typed).toEqual(['ash@example.com']);
    expect(window[SERVED_TAPS_GLOBAL]).toEqual([]);
  });

  it("puts the caret of the served field typed into at the same place in the app's field", async () => {
    const { slot, handoff, render } = mountApp('<input name="password" type="password">');
    const served = slot.querySelector('input')!;
    served.focus();
    served.value = 'shared-pass';
    served.setSelectionRange(6, 6);
    await render(
      <div data-testid="page">
        <strong data-testid="total">12,345</strong>
        <input name="password" type="password" />
      </div>,
    );
    const field = handoff.element.querySelector('input')!;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('shared-pass');
    expect([field.selectionStart, field.selectionEnd]).toEqual([6, 6]);
  });

  it('drops a tap whose button the app does not draw', async () => {
    const { slot, render } = mountApp('<button>EN</button>');
    window[SERVED_TAPS_GLOBAL] = [slot.querySelector('button')!];
    await render(
      <div data-testid="page">
        <strong data-testid="total">1</strong>
      </div>,
    );
    expect(visibleText(slot)).toBe('1');
    expect(window[SERVED_TAPS_GLOBAL]).toEqual([]);
  });

  it('drops a tap on an icon button the app labels otherwise (Play where the server drew Pause)', async () => {
    const { slot, render } = mountApp(
      '<button data-testid="carousel-pause" aria-label="Pause the slideshow"></button>',
    );
    window[SERVED_TAPS_GLOBAL] = [slot.querySelector('button')!];
    const pressed: string[] = [];
    await render(
      <div data-testid="page">
        <strong data-testid="total">12,345</strong>
        <button
          data-testid="carousel-pause"
          aria-label="Play the slideshow"
          onClick={() => pressed.push('play')}
        />
      </div>,
    );
    expect(visibleText(slot)).toBe('12,345');
    expect(pressed).toEqual([]);
    expect(window[SERVED_TAPS_GLOBAL]).toEqual([]);
  });

  it('does not do a kept tap again when the reader left the page before the app showed it', () => {
    const slot = serverSlot('<button>Pre-Register now</button>');
    const handoff = takeOverServerRender(slot);
    window[SERVED_TAPS_GLOBAL] = [slot.querySelector('button')!];
    const pressed: string[] = [];
    const button = document.createElement('button');
    button.textContent = 'Pre-Register now';
    button.addEventListener('click', () => pressed.push('tap'));
    handoff.element.appendChild(button);
    handoff.release();
    expect(pressed).toEqual([]);
    expect(window[SERVED_TAPS_GLOBAL]).toEqual([]);
  });

  it('leaves an empty slot when the app unmounts', () => {
    const slot = serverSlot();
    takeOverServerRender(slot).release();
    expect(slot.childNodes).toHaveLength(0);
  });
});
