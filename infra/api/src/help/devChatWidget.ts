import { escapeHtml } from '@portal/contracts/html';
import * as v from 'valibot';

const ShortText = v.optional(v.pipe(v.string(), v.maxLength(500)));

/** What /embed hands the chat widget, plus the message the page's own form sends back. */
export const DevChatQuerySchema = v.object({
  uid: ShortText,
  gameCode: ShortText,
  lang: ShortText,
  message: ShortText,
});
export type DevChatQuery = v.InferOutput<typeof DevChatQuerySchema>;

/**
 * A development stand-in for the external chat vendor: a plain page with no script (the portal's
 * CSP would refuse inline script anyway), which keeps what /embed passed (data-context) and echoes
 * one message. Players of a local demo read it too: it says nothing about configuration.
 * In production CHAT_WIDGET_URL points at the real vendor and this page is not registered.
 */
export function renderDevChatWidget({ uid, gameCode, lang, message }: DevChatQuery): string {
  const who = uid ? `player ${escapeHtml(uid)}` : 'there';
  const context = [gameCode && `game ${escapeHtml(gameCode)}`, lang && `language ${escapeHtml(lang)}`]
    .filter(Boolean)
    .join(', ');
  const hidden = [
    ['uid', uid],
    ['gameCode', gameCode],
    ['lang', lang],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('');
  const exchange = message
    ? `<p class="me">${escapeHtml(message)}</p>
  <p class="agent">Thanks! A support agent will answer here shortly.</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Help chat</title>
<style>
  body { margin: 0; font: 15px/1.45 system-ui, sans-serif; background: #10131c; color: #f3f4f8; }
  main { display: flex; flex-direction: column; gap: 10px; padding: 16px; min-height: 100vh; box-sizing: border-box; }
  h1 { font-size: 17px; margin: 0; }
  .note { color: #a3abbf; font-size: 13px; margin: 0; }
  p.agent, p.me { margin: 0; padding: 10px 12px; border-radius: 12px; max-width: 85%; }
  p.agent { background: #1c2130; align-self: flex-start; }
  p.me { background: #f2c14e; color: #1a1405; align-self: flex-end; }
  form { display: flex; gap: 8px; margin-top: auto; }
  input[type=text] { flex: 1; min-width: 0; padding: 10px; border-radius: 8px; border: 1px solid #2a3145; background: #141824; color: inherit; }
  button { padding: 10px 14px; border-radius: 8px; border: 0; background: #f2c14e; color: #1a1405; font-weight: 700; }
</style>
</head>
<body>
<main data-context="${context}">
  <h1>Help chat</h1>
  <p class="agent" data-testid="chat-greeting">Hi ${who}! How can we help you today?</p>
  ${exchange}
  <form method="get">${hidden}
    <input type="text" name="message" aria-label="Message" placeholder="Type a message" maxlength="500" required>
    <button type="submit">Send</button>
  </form>
</main>
</body>
</html>
`;
}
