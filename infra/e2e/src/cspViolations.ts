import type { Page } from '@playwright/test';

/**
 * What the page's Content-Security-Policy refused, as Chromium reports it on the console ("Refused to
 * apply inline style because it violates…"): an inline style or script the policy does not allow.
 */
export function watchCspViolations(page: Page, where: () => string): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      refused.push(`${where()}: ${message.text().slice(0, 200)}`);
    }
  });
  return refused;
}
