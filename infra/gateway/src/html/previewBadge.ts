import { escapeHtml, styleHashSource } from '@portal/contracts/html';
import type { RegistrySnapshot } from '../registry/liveRegistry';

/**
 * "Preview <version>" on every page of a browser that opened a preview link, with the way out; an
 * element the gateway adds beside the shell's root, so no build of the shell is needed.
 */
export function previewBadge(snapshot: RegistrySnapshot): string {
  const previews = snapshot.remotes.filter((remote) => remote.channel === 'preview');
  if (previews.length === 0) return '';
  const lines = previews
    .map(
      (remote) =>
        `<span>Preview ${escapeHtml(remote.version)}</span> <small>${escapeHtml(remote.app)}</small>`,
    )
    .join('<br>');
  return `<style>${BADGE_CSS}</style><aside data-testid="preview-badge" class="portal-preview-badge" aria-label="Preview">${lines} <a href="/preview/exit">Exit preview</a></aside>`;
}

// One fixed text, so the page's CSP allows it by hash (style attributes cannot be allowed that way).
const BADGE_CSS =
  '.portal-preview-badge{position:fixed;z-index:2147483647;left:8px;bottom:72px;padding:6px 10px;' +
  'border-radius:8px;background:#1d1d1f;color:#fff;font:600 12px/1.4 system-ui,sans-serif;' +
  'box-shadow:0 2px 8px rgba(0,0,0,.3)}.portal-preview-badge a{color:#ffd54f;margin-left:6px}';

/** The CSP source for the badge's style element. */
export const PREVIEW_BADGE_STYLE_SOURCE = styleHashSource(BADGE_CSS);

/** The badge just before `</body>` (or at the end). */
export function withPreviewBadge(html: string, badge: string): string {
  if (!badge) return html;
  const bodyEnd = html.search(/<\/body\s*>/i);
  return bodyEnd === -1 ? `${html}${badge}` : `${html.slice(0, bodyEnd)}${badge}${html.slice(bodyEnd)}`;
}
