import { expect, test } from '@playwright/test';
import { embedBytes, LOADER_BUDGET, WIDGET_BUDGET } from '../src/embedBytes';

/**
 * The studio SDK's byte budgets, from the production builds the global setup made (brotli 11, no
 * browser, no timing): the loader with the federation runtime, and what each widget's first mount
 * adds to it. React and the shared libraries come once per page, whichever widget is first; `npm run
 * bench` prints them with these figures.
 */
test('the embed loader stays within 30 KB brotli and each widget adds at most 60 KB', () => {
  const bytes = embedBytes();
  console.log(
    [
      `loader + runtime: ${(bytes.loader / 1024).toFixed(1)} KB`,
      `page base (React and shared libraries, once per page): ${(bytes.pageBase / 1024).toFixed(1)} KB`,
      ...bytes.widgets.map((widget) => `${widget.widget}: ${(widget.bytes / 1024).toFixed(1)} KB`),
    ].join('\n'),
  );
  expect(bytes.loader).toBeLessThanOrEqual(LOADER_BUDGET);
  expect(bytes.widgets.filter((widget) => widget.bytes > WIDGET_BUDGET)).toEqual([]);
  expect(bytes.widgets.map((widget) => widget.widget)).toEqual(
    expect.arrayContaining(['feedback', 'wallet-balance', 'pre-registration', 'public-profile']),
  );
});
