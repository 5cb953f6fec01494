/**
 * @jest-environment node
 */
import { campaignApiRoutes } from '@portal/contracts';
import { campaignFixture } from '@portal/contracts/testing';
import { render } from './server';

const API_ORIGIN = 'http://api.test';
const CAMPAIGN = campaignFixture({ gameCode: 'ash_echoes', name: 'Ash Echoes', launchAt: 1_800_000_000 });

/** The API as the server render reads it: the campaign's configuration and its counter. */
const answers: Record<string, unknown> = {
  [`${API_ORIGIN}${campaignApiRoutes.campaign('ash_echoes')}`]: CAMPAIGN,
  [`${API_ORIGIN}${campaignApiRoutes.counter('ash_echoes')}`]: {
    total: 12_345,
    sources: [{ source: 'website', label: 'Website', count: 12_345 }],
    computedAt: 1_790_000_000,
  },
};

beforeAll(() => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const data = answers[String(input)];
    if (data === undefined) throw new TypeError(`offline: ${String(input)}`);
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

describe('the landing rendered on the server', () => {
  it('draws the heading, the tagline, the launch date and the counter in English', async () => {
    const page = await render({
      path: '/games/official/ash_echoes',
      language: 'en',
      origin: API_ORIGIN,
      dataWaitMs: 5000,
    });
    expect(page?.html).toMatch(/<h1[^>]*>Ash Echoes<\/h1>/);
    expect(page?.html).toContain('Every echo remembers. Gather the Echomancers before the ash settles.');
    expect(page?.html).toContain('Launching January 15, 2027');
    expect(page?.html).toContain('12,345');
    expect(page?.css).toContain('radial-gradient');
  });

  it('keeps every inline style in its sheet: the CSP refuses style attributes in markup', async () => {
    const page = await render({ path: '/games/official/ash_echoes', language: 'en' });
    expect(page?.html).not.toMatch(/\sstyle=/);
    expect(page?.html).toContain('data-section="gameplay"');
    expect(page?.css).toMatch(
      /\[data-ssr-style="\d+"\]\{scroll-margin-top:104px !important;min-height:480px !important\}/,
    );
  });

  it('draws the landing in Thai from the Thai catalogue', async () => {
    const page = await render({ path: '/games/official/ash_echoes', language: 'th', origin: API_ORIGIN });
    expect(page?.html).toMatch(/<h1[^>]*>Ash Echoes<\/h1>/);
    expect(page?.html).toContain('ทุกเสียงสะท้อนล้วนจดจำ รวบรวมเหล่า Echomancer ก่อนเถ้าถ่านจะสงบลง');
  });

  it('still draws the texts when the API does not answer', async () => {
    const page = await render({
      path: '/games/official/ash_echoes',
      language: 'en',
      origin: 'http://down.test',
    });
    expect(page?.html).toContain('Every echo remembers.');
    expect(page?.html).not.toContain('Launching');
  });

  it('draws nothing for a page it does not render on the server', async () => {
    await expect(render({ path: '/anniversary/ash_echoes/puzzle', language: 'en' })).resolves.toBeNull();
  });
});
