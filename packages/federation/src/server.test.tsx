/**
 * @jest-environment node
 */
import { apiClient } from '@portal/api-client';
import { registerNamespace, usePortalTranslation } from '@portal/i18n';
import { Link, useParams } from 'react-router-dom';
import { pageServerRender } from './server';

const registerTexts = () =>
  registerNamespace('server-test', {
    en: async () => ({ greeting: 'Hello {{name}}' }),
    vn: async () => ({ greeting: 'Xin chào {{name}}' }),
    th: async () => ({ greeting: 'สวัสดี {{name}}' }),
    id: async () => ({ greeting: 'Halo {{name}}' }),
  });

function Greeting({ wins }: { wins: number | null }) {
  const { t } = usePortalTranslation('server-test');
  const { name = '' } = useParams();
  return (
    <h1 style={{ minHeight: 40 }}>
      {`${t('greeting', { name })} · ${wins ?? 'no wins read'}`} <Link to="/players">all</Link>
    </h1>
  );
}

const never = new Promise<number>(() => undefined);

const routes = [
  { path: '/players', page: 'players' },
  { path: '/players/:name', page: 'player' },
  { path: '/players/nobody', page: 'nobody' },
  { path: '/wins/:name', page: 'wins' },
] as const;

const render = pageServerRender({
  routes,
  registerTexts,
  Providers: ({ children }) => <main data-testid="providers">{children}</main>,
  pages: {
    player: async ({ params, within }) => (
      <Greeting wins={await within(params.name === 'slow' ? never : Promise.resolve(7))} />
    ),
    nobody: () => null,
    wins: async ({ params, within }) => {
      const [wins] = await Promise.all([
        within(apiClient.get(`/public/players/${params.name}/wins`) as Promise<number>),
        within(apiClient.get('/private/wallet')),
      ]);
      return <Greeting wins={wins} />;
    },
  },
});

describe('pageServerRender', () => {
  it("draws the matching pattern's page with its params, data and links, in the page's language", async () => {
    const page = await render({ path: '/players/ann', language: 'th' });
    expect(page?.html).toContain('<main data-testid="providers"><h1');
    expect(page?.html).toContain('สวัสดี ann · 7<!-- --> <a href="/players"');
    expect(page?.html).not.toMatch(/\sstyle=/);
    expect(page?.css).toContain('min-height:40px !important');
    // The shell's document-wide styles come with it: the served text is laid out as the app's will be.
    expect(page?.css).toMatch(/html,body\{[^}]*line-height:1\.5/);
    expect(page?.css).toMatch(/h1,h2,h3,h4\{[^}]*margin:0/);
  });

  it('draws the page without the data the API did not give within the wait', async () => {
    const started = Date.now();
    const page = await render({ path: '/players/slow', language: 'en', dataWaitMs: 30 });
    expect(page?.html).toContain('Hello slow · no wins read');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers null for a path it does not draw, and for a page that leaves itself to the browser', async () => {
    await expect(render({ path: '/players', language: 'en' })).resolves.toBeNull();
    await expect(render({ path: '/players/nobody', language: 'en' })).resolves.toBeNull();
  });

  it("answers a path it does not draw at once, not after another page's data wait", async () => {
    const slow = render({ path: '/players/slow', language: 'en', dataWaitMs: 2000 });
    const started = Date.now();
    await expect(render({ path: '/players', language: 'en' })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
    await slow;
  });

  it("hands over the public answers it read, keyed as the browser asks them, in the page's language", async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify({ success: true, data: 7 })));
    try {
      const page = await render({ path: '/wins/ann', language: 'vn', origin: 'http://127.0.0.1:9' });
      expect(page?.html).toContain('Xin chào ann · 7');
      expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:9/api/public/players/ann/wins', expect.anything());
      expect(page?.data).toEqual({ '/api/public/players/ann/wins': { language: 'vn', data: 7 } });
    } finally {
      fetch.mockRestore();
    }
  });
});
