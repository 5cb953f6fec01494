import { escapeHtml } from '@portal/contracts/html';
import type { OutboxMail } from '@portal/contracts';

function renderMail(mail: OutboxMail): string {
  const sent = new Date(mail.createdAt * 1000).toISOString();
  return `<article id="mail-${mail.id}">
  <h2><a href="#mail-${mail.id}">${escapeHtml(mail.subject)}</a></h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${sent}">${sent}</time></p>
  <iframe title="${escapeHtml(mail.subject)}" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}

/** The development outbox page: newest first, each mail's HTML in a sandboxed frame. */
export function renderOutboxPage(mails: readonly OutboxMail[]): string {
  const body = mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(renderMail).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Dev mail outbox (${mails.length})</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 860px; padding: 0 1rem; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
  iframe { width: 100%; min-height: 240px; border: 1px solid #eee; }
  .meta { color: #555; }
</style>
</head>
<body>
<h1>Dev mail outbox</h1>
<p>Messages the API would have sent (newest first). JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>
${body}
</body>
</html>
`;
}
