import { buildGateway } from '../server';
import { gatewayConfig, removeTempDirs, writeShellBuild } from '../testing/fixtures';
import { DEV_CHAT_WIDGET_PATH, frameSources } from './embedFraming';

const html = { accept: 'text/html' };
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((part) => part.startsWith(`${name} `));

afterEach(removeTempDirs);

async function cspOf(url: string, overrides: Parameters<typeof gatewayConfig>[0]) {
  const config = gatewayConfig(overrides);
  await writeShellBuild(config.shellDir);
  const app = buildGateway(config);
  const response = await app.inject({ url, headers: { ...html, host: 'portal.test:8080' } });
  await app.close();
  return response.headers['content-security-policy'];
}

describe('/embed framing', () => {
  it('frames only the allow-listed widget origins, on /embed and on every page the shell may navigate from', async () => {
    const overrides = { frameOrigins: ['https://chat.example', 'https://*.widgets.example'] };
    for (const url of ['/embed?uid=1&url=https://chat.example/room', '/', '/games']) {
      expect(directive(await cspOf(url, overrides), 'frame-src')).toBe(
        'frame-src https://chat.example https://*.widgets.example',
      );
    }
  });

  it('frames nothing when no widget is configured', async () => {
    expect(directive(await cspOf('/embed', {}), 'frame-src')).toBe("frame-src 'none'");
  });

  it("never frames our own origin: the dev default 'self' is narrowed to the dev chat widget's path", async () => {
    const csp = await cspOf('/embed', { frameOrigins: ["'self'"] });
    expect(directive(csp, 'frame-src')).toBe(`frame-src http://portal.test:8080${DEV_CHAT_WIDGET_PATH}`);
    expect(csp).not.toMatch(/frame-src[^;]*'self'/);
  });

  it('lets only the configured studios (EMBED_FRAME_ANCESTORS) frame /embed; other pages only ourselves', async () => {
    const overrides = { embedFrameAncestors: ['https://studio.example'] };
    expect(directive(await cspOf('/embed?gameCode=ash_echoes', overrides), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://studio.example",
    );
    for (const url of ['/', '/embed-webview', '/embed/../login', '/login?next=/embed']) {
      expect(directive(await cspOf(url, overrides), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    }
  });
});

describe('frameSources', () => {
  it('keeps configured origins, drops duplicates and narrows self to one path', () => {
    expect(
      frameSources(['https://a.example', 'https://a.example', "'self'"], 'https://portal.example'),
    ).toEqual(['https://a.example', 'https://portal.example/dev/chat-widget']);
    expect(frameSources([], 'https://portal.example')).toEqual(["'none'"]);
  });
});
