/**
 * @jest-environment node
 */
import { demoAnswers } from './testing/demoAnswers';
import { render } from './server';

const API_ORIGIN = 'http://api.test';
const READS = ['/api/public/vip/rules', '/api/public/metadata'] as const;

/** The API as the server render reads it: the VIP rules and the VIP_BENEFITS metadata. */
beforeAll(() => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const path = READS.find((read) => url.origin === API_ORIGIN && url.pathname === read);
    if (!path) throw new TypeError(`offline: ${url.href}`);
    return new Response(JSON.stringify({ success: true, data: demoAnswers[path] }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

describe('/vip/details rendered on the server', () => {
  it('draws the heading, the intro, how XP is earned, the benefits and the sign-in prompt in English', async () => {
    const page = await render({ path: '/vip/details', language: 'en', origin: API_ORIGIN, dataWaitMs: 5000 });
    expect(page?.html).toContain('data-testid="page-vip-details"');
    expect(page?.html).toMatch(/<h1[^>]*>VIP<\/h1>/);
    expect(page?.html).toContain('Spend Gold in your games to earn XP and unlock VIP Silver and VIP Gold.');
    expect(page?.html).toContain('Every 10 Gold you transfer to a game earns 1 XP.');
    expect(page?.html).toContain('VIP Gold: 10,000 XP');
    expect(page?.html).toContain('data-testid="benefits-silver"');
    expect(page?.html).toContain('Silver avatar frame');
    expect(page?.html).toContain('Sign in to see your rank and your progress.');
    expect(page?.html).not.toMatch(/\sstyle=/);
  });

  it('draws the page in Thai', async () => {
    const page = await render({ path: '/vip/details', language: 'th', origin: API_ORIGIN, dataWaitMs: 5000 });
    expect(page?.html).toMatch(/<h1[^>]*>VIP<\/h1>/);
    expect(page?.html).toContain('ใช้ Gold ในเกมของคุณเพื่อรับ XP และปลดล็อก VIP Silver และ VIP Gold');
    expect(page?.html).toContain('ทุก 10 Gold ที่คุณโอนไปยังเกมจะได้รับ 1 XP');
    expect(page?.html).toContain('วิธีรับ XP');
  });

  it('still draws the heading and the intro, the ranks shown as loading, when the API does not answer', async () => {
    const page = await render({ path: '/vip/details', language: 'en', origin: 'http://down.test' });
    expect(page?.html).toMatch(/<h1[^>]*>VIP<\/h1>/);
    expect(page?.html).toContain('Spend Gold in your games to earn XP');
    expect(page?.html).not.toContain('How XP is earned');
    expect(page?.html).toContain('Sign in to see your rank and your progress.');
  });

  it("leaves a player's own pages to the browser", async () => {
    await expect(render({ path: '/vip', language: 'en' })).resolves.toBeNull();
    await expect(render({ path: '/topup', language: 'en' })).resolves.toBeNull();
  });
});
