/**
 * The studio SDK's bytes (infra/e2e/src/embedBytes.ts, the same figures the studio-bytes spec holds
 * to its budgets): the loader, the page base every embed page fetches once, and each widget's own.
 */
import { embedBytes, LOADER_BUDGET, WIDGET_BUDGET } from '../../e2e/src/embedBytes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function benchEmbedBytes() {
  const bytes = embedBytes();
  return {
    title: 'Studio embeds (brotli 11 of the production files)',
    headers: ['part', 'brotli', 'budget'],
    rows: [
      ['loader + runtime (/embed/v1.js)', kb(bytes.loader), kb(LOADER_BUDGET)],
      ['page base: React + shared libraries, once per page', kb(bytes.pageBase), '-'],
      ...bytes.widgets.map((widget) => [
        `${widget.widget} first mount (${widget.app}, ${widget.files} files)`,
        kb(widget.bytes),
        kb(WIDGET_BUDGET),
      ]),
    ],
  };
}
