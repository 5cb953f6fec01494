/**
 * @jest-environment jsdom
 */
import { SERVED_TAPS_GLOBAL } from '@portal/routes';
import { SERVED_TAPS_SCRIPT } from './servedTapsScript';

/** What the listener kept (the shell declares its type; the gateway only writes the script). */
const kept = () => (window as unknown as Record<string, unknown>)[SERVED_TAPS_GLOBAL];

describe("the document's early listener on a server's drawing", () => {
  beforeAll(() => {
    // As the browser runs the inline script: once, before the served markup.
    new Function(SERVED_TAPS_SCRIPT)();
    document.body.innerHTML =
      '<section data-server-render=""><button>Pre-Register <b>now</b></button><a href="#gameplay">Gameplay</a></section>' +
      '<button id="shell">Menu</button>';
  });

  it('stops a tap on a served button and keeps the button for the shell to replay', () => {
    const button = document.querySelector('section button')!;
    const answered = jest.fn();
    button.addEventListener('click', answered);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.querySelector('b')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(answered).not.toHaveBeenCalled();
    expect(kept()).toEqual([button]);
  });

  it('lets links and controls outside the served drawing, or after the take-over, work as usual', () => {
    (kept() as Element[]).length = 0;
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    const shell = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('shell')!.dispatchEvent(shell);
    document.querySelector('section')!.removeAttribute('data-server-render');
    const takenOver = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('section button')!.dispatchEvent(takenOver);
    expect([link, shell, takenOver].map((event) => event.defaultPrevented)).toEqual([false, false, false]);
    expect(kept()).toEqual([]);
  });
});
