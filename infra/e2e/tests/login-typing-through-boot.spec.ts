/**
 * A visitor types into the served /login while the page boots: the shell's layout takes the drawn
 * page into its outlet, mf-auth takes it over, then the form library arrives. Each step is held back
 * until the visitor has typed, so every step happens mid-typing: nothing typed is lost, the focus and
 * the caret stay, and the sign-in sends what was typed.
 */
import { decodePassword } from '@portal/contracts';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { SERVED, servedDocument, takenOver } from '../src/servedPages';

/** Requests matching `pattern` wait until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp, only: (url: string) => boolean = () => true) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<unknown>[] = [];
  await page.route(pattern, async (route: Route) => {
    if (!only(route.request().url())) return route.fallback();
    held.push(
      route
        .request()
        .response()
        .catch(() => null),
    );
    await released;
    await route.continue();
  });
  return {
    release: async () => {
      release();
      await Promise.all(held);
    },
    held: () => held.length,
  };
}

/** The name of the field that has the focus, and its caret. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement)) return null;
    const caret = active.type === 'password' ? active.selectionStart : null;
    return { name: active.name, caret };
  });

test('what a visitor types into the served /login while the page boots is all kept, with the focus and the caret', async ({
  browser,
  request,
}) => {
  const served = await servedDocument(request, '/login', 'data-testid="page-login"');
  // The files the document names are the app's; a file of mf-auth asked for later is the form library's.
  const named = new Set([...served.matchAll(/href="([^"]+\.js)"/g)].map(([, href]) => href));

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const shell = await holdBack(page, /\/main\.[0-9a-f]+\.js$/);
  const remote = await holdBack(page, /\/remotes\/mf-auth\/[^/]+\/remoteEntry\.js$/);
  const formLibrary = await holdBack(
    page,
    /\/remotes\/mf-auth\/.+\.js$/,
    (url) => !named.has(new URL(url).pathname),
  );
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const form = page.getByTestId('page-login');
  const email = form.getByLabel('Email');
  const password = form.getByLabel('Password', { exact: true });

  // The served drawing, before any script: the caret left inside what was typed.
  await email.click();
  await page.keyboard.type('owner@exaple.com');
  for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowLeft');

  // The shell's layout commits and takes the drawn page into its outlet.
  await shell.release();
  await expect(page.locator(`#remote-outlet > [${SERVED}]`)).toHaveCount(1);
  await page.keyboard.type('m');
  await expect(email).toHaveValue('owner@example.com');
  await expect(email).toBeFocused();

  await page.keyboard.press('Tab');
  await page.keyboard.type('shared-pass');
  for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft');
  expect(await focusedField(page)).toEqual({ name: 'password', caret: 6 });

  // mf-auth renders the page and takes the drawing over.
  await remote.release();
  await takenOver(page);
  await expect(email).toHaveValue('owner@example.com');
  expect(await focusedField(page)).toEqual({ name: 'password', caret: 6 });
  await page.keyboard.type('-net');
  await expect(password).toHaveValue('shared-net-pass');
  const fields = await form.locator('input').elementHandles();

  // The form library arrives (asked for by the first typing on the app's form).
  await expect.poll(formLibrary.held).toBeGreaterThan(0);
  await formLibrary.release();
  await page.keyboard.type('!');
  await expect(password).toHaveValue('shared-net!-pass');
  expect(await focusedField(page)).toEqual({ name: 'password', caret: 11 });

  const signIn = page.waitForRequest((sent) => sent.url().endsWith('/api/public/auth/login'));
  await page.keyboard.press('Enter');
  const body = (await signIn).postDataJSON() as { email: string; password: string };
  expect({ ...body, password: decodePassword(body.password) }).toMatchObject({
    email: 'owner@example.com',
    password: 'shared-net!-pass',
  });
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByText('This field need to be filled')).toHaveCount(0);
  // The inputs the visitor typed into since the take-over are still the page's.
  for (const field of fields) expect(await field.evaluate((input) => input.isConnected)).toBe(true);
  await context.close();
});
