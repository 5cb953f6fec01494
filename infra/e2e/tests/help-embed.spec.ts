import { expect, openHelpCenter, signInAsDemoPlayer, test } from '../src/helpPortal';

test.describe('/embed: the help chat inside the portal frame', () => {
  test('frames a chat widget whose origin is on the allow-list, passing the uid and game code', async ({
    page,
    helpPortal,
  }) => {
    await page.goto(`/embed?uid=42&gameCode=ash_echoes&url=${encodeURIComponent(helpPortal.chatWidgetUrl)}`);

    const embed = page.getByTestId('page-embed');
    await expect(embed.getByRole('heading', { level: 1 })).toHaveText('Help chat');
    const frame = embed.getByTitle('Help chat with our support team');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`^${helpPortal.chatWidgetUrl}\\?uid=42&gameCode=ash_echoes`),
    );
    // The widget really loaded: the gateway's CSP frame-src lets the vendor's origin in.
    await expect(page.frameLocator('[data-testid="help-chat-frame"]').locator('#greeting')).toHaveText(
      'Hello player 42',
    );
  });

  test('refuses a url whose origin is not on the allow-list', async ({ page }) => {
    await page.goto(`/embed?uid=42&url=${encodeURIComponent('https://evil.example/chat')}`);

    await expect(page.getByTestId('embed-refused')).toContainText('This chat address is not allowed');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('link', { name: 'Open our help chat' }).click();
    await expect(page.frameLocator('[data-testid="help-chat-frame"]').locator('h1')).toHaveText(
      'Vendor chat',
    );
  });

  test('Contact Us opens the configured help chat for the signed-in player', async ({ page, helpPortal }) => {
    const { userId } = await signInAsDemoPlayer(page, helpPortal);
    await page.goto('/games');
    const menu = await openHelpCenter(page);
    await menu.getByRole('button', { name: /^Contact Us/ }).click();

    await expect(page).toHaveURL(/\/embed\?/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.frameLocator('[data-testid="help-chat-frame"]').locator('#greeting')).toHaveText(
      `Hello player ${userId}`,
    );
  });
});
