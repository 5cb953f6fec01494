/** A studio's own site on another 127.0.0.1 port (another origin): plain HTML, no shell. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StudioSite {
  url: string;
  close(): Promise<void>;
}

/** Serves `html` at every path until `close()`. */
export async function startStudioSite(html: string): Promise<StudioSite> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The README's embedding snippet, with `unmount` kept on window for the test. */
export function embedPage({
  embedEntryUrl,
  container,
  initialPath,
}: {
  embedEntryUrl: string;
  container: string;
  initialPath: string;
}) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Studio site</title></head>
<body>
  <h2>Our studio</h2>
  <div id="portal-feedback"></div>
  <script src="${embedEntryUrl}"></script>
  <script>
    (async () => {
      await ${container}.init({});
      const { mount } = (await ${container}.get('./embed'))();
      window.studioUnmount = mount(document.getElementById('portal-feedback'), { initialPath: ${JSON.stringify(initialPath)}, language: 'en' });
    })().catch((error) => { window.studioError = String(error && error.stack || error); });
  </script>
</body>
</html>`;
}
