/**
 * The demo studio site: a plain page on another origin that shows every widget through
 * `https://<portal>/embed/v1.js`, under the strict CSP the guide recommends (no inline script or
 * style). `npm start` serves it (STUDIO_DEMO_PORT, default 8090); the browser tests load it too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StudioDemoSite {
  url: string;
  close(): Promise<void>;
}

/** The CSP lines a studio adds for the portal (README "CSP"): scripts and calls to the portal, nothing inline. */
export function studioCsp(portalUrl: string): string {
  const portal = new URL(portalUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${portal}`,
    "style-src 'self'",
    `connect-src 'self' ${portal}`,
    `img-src 'self' data: ${portal}`,
    `font-src 'self' ${portal}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const page = (portalUrl: string, title: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="stylesheet" href="/studio.css">
  <script src="${portalUrl}/embed/v1.js" defer></script>
  <script src="/studio.js" defer></script>
</head>
<body>
  <header><h1>${title}</h1><p>A game studio's own site, showing the player portal's widgets.</p></header>
  <main>
    <section><h2>Sign in</h2><div id="sign-in"></div><button id="sign-out" type="button">Sign out of the portal</button></section>
    <section><h2>Wallet</h2><div id="wallet-balance"></div></section>
    <section><h2>VIP</h2><div id="vip-rank"></div></section>
    <section><h2>Pre-registration</h2><div id="pre-registration"></div></section>
    <section><h2>Campaign</h2><div id="campaign-landing"></div></section>
    <section><h2>A player's profile</h2><div id="public-profile"></div></section>
    <section><h2>Feedback</h2><div id="feedback"></div></section>
    <section><h2>Events</h2><ol id="events"></ol></section>
  </main>
</body>
</html>`;

/** What the studio writes: one mount per widget, events listed on the page. */
const SCRIPT = `const events = document.getElementById('events');
const onEvent = (name, detail) => {
  const item = document.createElement('li');
  item.textContent = name + ' ' + JSON.stringify(detail);
  events.append(item);
};
const widgets = {
  'sign-in': { mode: 'login' },
  'wallet-balance': {},
  'vip-rank': {},
  'pre-registration': { gameCode: 'ash_echoes' },
  'campaign-landing': { gameCode: 'ash_echoes' },
  'public-profile': { slug: new URLSearchParams(location.search).get('profile') || 'demo' },
  feedback: { page: 'released_game' },
};
const only = new URLSearchParams(location.search).get('widgets');
window.studio = { mounted: {}, failed: {} };
for (const [widget, options] of Object.entries(widgets)) {
  if (only && !only.split(',').includes(widget)) continue;
  PortalEmbed.mount(widget, document.getElementById(widget), { language: 'en', onEvent, ...options })
    .then((mounted) => { window.studio.mounted[widget] = mounted; })
    .catch((error) => { window.studio.failed[widget] = error.code || String(error); });
}
document.getElementById('sign-out').addEventListener('click', () => PortalEmbed.signOut());
`;

const CSS = `body{margin:0;font-family:Georgia,serif;background:#fdf6e3;color:#333}
header,main{max-width:720px;margin:0 auto;padding:16px}
section{margin:24px 0}
h2{font-size:18px;border-bottom:1px solid #ccc}`;

export async function startStudioDemo({
  portalUrl,
  port = 0,
  title = 'Demo studio',
}: {
  portalUrl: string;
  port?: number;
  title?: string;
}): Promise<StudioDemoSite> {
  const csp = studioCsp(portalUrl);
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    const [type, body] =
      path === '/studio.js'
        ? ['text/javascript', SCRIPT]
        : path === '/studio.css'
          ? ['text/css', CSS]
          : ['text/html; charset=utf-8', page(portalUrl, title)];
    response.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-store',
      'content-security-policy': csp,
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
