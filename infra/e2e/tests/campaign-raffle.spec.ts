import { spawn } from 'node:child_process';
import path from 'node:path';
import { test as base } from '../src/baseTest';
import { giveSessionTo } from '../src/players';
import { startWorkerPortal } from '../src/workerPortal';
import { campaignExpect as expect, LANDING, openSection, preRegisterThroughApi } from '../src/campaignPortal';

const repoRoot = path.resolve(__dirname, '../../..');

interface OperatorResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The draw moves Ash Echoes past its launch date, which closes raffle entry for everyone: so this
 * spec runs on a portal of its own (empty database, seeded), and the operator works through the
 * real CLI (`npm run admin -- campaign …`), which reaches the running API's admin routes with the
 * per-start token the API writes beside its PGlite data directory.
 */
const test = base.extend<
  object,
  { raffle: { url: string; admin: (...args: string[]) => Promise<OperatorResult> } }
>({
  raffle: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const portal = await startWorkerPortal('campaign-raffle', {});
      const admin = (...args: string[]) =>
        new Promise<OperatorResult>((resolve, reject) => {
          const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
            cwd: repoRoot,
            env: { ...process.env, DATABASE_URL: '', DATA_DIR: portal.dataDir, LOG_LEVEL: 'silent' },
          });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('error', reject);
          child.on('exit', (code) => resolve({ code, stdout, stderr }));
        });
      try {
        await provide({ url: portal.url, admin });
      } finally {
        await portal.stop();
      }
    },
    // Migrating and seeding a fresh database takes minutes on a busy two-core runner.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ raffle }, provide) => provide(raffle.url),
});

test.describe.configure({ timeout: 240_000 });

test.describe('Ash Echoes raffle (001 §4)', () => {
  test('the operator draws the raffle; the winner sees the congratulations and submits an address', async ({
    browser,
    baseURL,
    request,
    raffle,
  }) => {
    // A player who pre-registered on the website enters the raffle on the landing before launch.
    const player = await preRegisterThroughApi(request, 'ae-raffle');
    const context = await browser.newContext();
    await giveSessionTo(context, baseURL!, player);
    const page = await context.newPage();
    await page.goto(LANDING);
    await openSection(page, 'Activity');
    const panel = page.getByTestId('raffle-panel');
    await expect(panel.getByText(`Your lottery number: ${player.userId}`)).toBeVisible();
    await panel.getByRole('button', { name: 'Enter the raffle' }).click();
    await expect(panel.getByTestId('raffle-entered')).toHaveText('You are in the raffle.');
    await expect(panel.getByRole('heading', { name: 'You are in the raffle.' })).toBeFocused();
    await expect(panel.getByTestId('raffle-subtitle')).toHaveText(
      'Thank you for joining the raffle. Good luck!',
    );

    // The game launches; the operator draws. Entrants (this player and the seeded Rival) are fewer
    // than the 14 prizes (1 flagship phone, 3 headsets, 10 merch boxes), so every entrant wins one.
    const launched = await raffle.admin(
      'campaign',
      'config',
      'ash_echoes',
      '--launch',
      new Date(Date.now() - 60_000).toISOString(),
    );
    expect(launched.code, launched.stderr).toBe(0);
    expect(JSON.parse(launched.stdout)).toMatchObject({ gameCode: 'ash_echoes', isLaunched: true });
    const draw = await raffle.admin('campaign', 'raffle', 'draw', 'ash_echoes');
    expect(draw.code, draw.stderr).toBe(0);
    expect(draw.stdout).toContain('Drawn: 2 winner(s) among 2 entries');
    expect(draw.stdout).toMatch(/^seed [0-9a-f]{64}$/m);
    expect(draw.stdout).toContain(`lottery number ${player.userId} prize`);

    // After the draw every participant's thank-you subtitle changes to the congratulations subtitle;
    // the winner additionally sees the prize and the address form.
    await page.reload();
    await openSection(page, 'Activity');
    await expect(panel).toHaveAttribute('data-phase', 'drawn');
    await expect(panel.getByTestId('raffle-subtitle')).toHaveText(
      'Congratulations! The draw is done and the winners are announced.',
    );
    await expect(panel.getByTestId('raffle-prize')).toHaveText(
      new RegExp(
        `^Your lottery number ${player.userId} won (Flagship phone|Gaming headset|Ash Echoes merch box)\\.$`,
      ),
    );
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(LANDING);
    await openSection(visitorPage, 'Activity');
    const visitorPanel = visitorPage.getByTestId('raffle-panel');
    await expect(visitorPanel.getByTestId('raffle-subtitle')).toHaveText(
      'Congratulations! The draw is done and the winners are announced.',
    );
    await expect(visitorPanel.getByTestId('raffle-prize')).toHaveCount(0);
    await visitor.close();
    const form = panel.getByRole('form', { name: 'Shipping address' });
    await form.getByLabel('Recipient name').fill('Mai Tran');
    await form.getByLabel('Contact number').fill('12');
    await form.getByRole('button', { name: 'Send address' }).click();
    await expect(form.getByText('You need input valid phone number')).toBeVisible();
    await form.getByLabel('Contact number').fill('+84912345678');
    await form.getByLabel('Address').fill('12 Nguyen Hue, District 1');
    await form.getByLabel('City').fill('Ho Chi Minh City');
    await form.getByLabel('Postal code').fill('700000');
    await form.getByLabel('Country').fill('Vietnam');
    await form.getByRole('button', { name: 'Send address' }).click();
    await expect(panel.getByTestId('raffle-answered')).toHaveText(
      'Thank you: we have your address and will ship your prize.',
    );
    await expect(form).toHaveCount(0);

    // The operator lists the winners with their answers (a leading + is quoted against spreadsheet formulas).
    const winners = await raffle.admin('campaign', 'raffle', 'winners', 'ash_echoes');
    expect(winners.code, winners.stderr).toBe(0);
    expect(winners.stdout).toMatch(
      new RegExp(
        `^\\d+,${player.userId},${player.email.replace(/[.+]/g, '\\$&')},[^,]+,answered,Mai Tran,'\\+84912345678,`,
        'm',
      ),
    );
    await context.close();
  });
});
