import { SERVED_FOCUS_GLOBAL, SERVED_TAPS_GLOBAL } from '@portal/routes';
import { handOverServedChrome, holdServedChrome } from './servedChrome';

const header = (label: string) =>
  `<header><button type="button" aria-label="${label}" data-testid="burger"></button><button type="button">Need Help</button></header>`;

beforeEach(() => {
  document.body.innerHTML = '';
  delete window[SERVED_TAPS_GLOBAL];
});

it('holds nothing on a document without a drawn chrome', async () => {
  document.body.innerHTML = '<div id="root"><div class="boot-header"></div></div>';
  expect(holdServedChrome()).toBe(false);
  await expect(handOverServedChrome(document.body)).resolves.toBeUndefined();
});

it("does the taps kept on the drawn header again on the shell's own buttons once the layout is in", async () => {
  document.body.innerHTML = `<div id="root"><div data-served-chrome="header">${header('Open menu')}</div></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const [servedBurger, servedHelp] = root.querySelectorAll('button');
  // What the document's early listener keeps: both buttons tapped before the shell's scripts ran.
  window[SERVED_TAPS_GLOBAL] = [servedBurger as Element, servedHelp as Element];
  expect(holdServedChrome()).toBe(true);

  // The shell's first render replaces the drawn chrome with its own.
  root.innerHTML = header('Open menu');
  const done: string[] = [];
  root
    .querySelectorAll('button')
    .forEach((button) =>
      button.addEventListener('click', () =>
        done.push(button.textContent || button.getAttribute('aria-label') || ''),
      ),
    );
  await handOverServedChrome(root);
  expect(done).toEqual(['Open menu', 'Need Help']);
  expect(window[SERVED_TAPS_GLOBAL]).toEqual([]);

  // Once: a later call has nothing left to replay.
  await handOverServedChrome(root);
  expect(done).toHaveLength(2);
});

it("gives the focus a drawn button had to the shell's own once the layout replaced the drawing", async () => {
  document.body.innerHTML = `<div id="root"><div data-served-chrome="header">${header('Open menu')}</div></div>`;
  const root = document.getElementById('root') as HTMLElement;
  expect(holdServedChrome()).toBe(true);
  const drawn = root.querySelector<HTMLButtonElement>('[data-testid="burger"]')!;
  drawn.focus();
  // As the document's early listener records it; it keeps it when the drawing leaves the page.
  window[SERVED_FOCUS_GLOBAL] = drawn;

  // The shell's first render replaces the drawn chrome with its own: the focus leaves with it.
  root.innerHTML = header('Open menu');
  expect(document.activeElement).toBe(document.body);
  await handOverServedChrome(root);
  expect(document.activeElement).toBe(root.querySelector('[data-testid="burger"]'));
});
