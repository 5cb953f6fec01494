import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A tiny API on 127.0.0.1:0 that echoes what reached it. */
export async function startEchoUpstream() {
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      const large = request.url?.startsWith('/api/large');
      response.writeHead(request.url?.startsWith('/api/created') ? 201 : 200, {
        'content-type': 'application/json; charset=utf-8',
        'x-upstream': 'echo',
      });
      response.end(
        JSON.stringify(
          large ? { success: true, data: 'gold '.repeat(1000) } : { success: true, data: entry },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    // Keep-alive connections (the gateway's pools, its health probes) end with the server, so
    // closing never waits on a client that keeps one open.
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL where nothing listens (a port that was free a moment ago). */
export async function closedPortUrl(): Promise<string> {
  const upstream = await startEchoUpstream();
  await upstream.close();
  return upstream.url;
}

/** An API of a test's own on 127.0.0.1 answering with `answer`: its URL, and how to close it. */
export async function startUpstreamAnswering(answer: http.RequestListener) {
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
