import type { RegistrySnapshot } from '../registry/liveRegistry';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  return (
    `<aside data-testid="preview-badge" aria-label="Preview" style="position:fixed;z-index:2147483647;left:8px;bottom:72px;` +
    `padding:6px 10px;border-radius:8px;background:#1d1d1f;color:#fff;font:600 12px/1.4 system-ui,sans-serif;` +
    `box-shadow:0 2px 8px rgba(0,0,0,.3)">${lines} <a href="/preview/exit" style="color:#ffd54f;margin-left:6px">Exit preview</a></aside>`
  );
}

/** The badge just before `</body>` (or at the end). */
export function withPreviewBadge(html: string, badge: string): string {
  if (!badge) return html;
  const bodyEnd = html.search(/<\/body\s*>/i);
  return bodyEnd === -1 ? `${html}${badge}` : `${html.slice(0, bodyEnd)}${badge}${html.slice(bodyEnd)}`;
}
