/**
 * @jest-environment node
 */
import type { PublicProfile } from '@portal/contracts';
import { render } from './server';

const API_ORIGIN = 'http://api.test';

const DEMO: PublicProfile = {
  id: 7,
  slug: 'demo',
  nickname: 'DemoHero',
  image: '/api/public/avatars/demo.webp',
  job: null,
  vipLevel: 1,
  birthDate: null,
  gamingActivities: [
    {
      game: {
        name: 'Moonlight Saga',
        gameCode: 'moonlight_saga',
        createdAt: 0,
        content: { thumbnailHomepage: '/moonlight.svg' },
        gamePlatforms: [{ code: 'android' }],
      },
      level: 42,
      playingSince: 1_577_836_800,
    },
  ],
};

/** The API as the server render reads it: the demo player's profile; no player is called 'nobody'. */
beforeAll(() => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === `${API_ORIGIN}/api/public/profiles/demo`) return Response.json({ success: true, data: DEMO });
    if (url === `${API_ORIGIN}/api/public/profiles/nobody`)
      return Response.json(
        { success: false, errors: [{ code: 'USER_NOT_FOUND', message: 'User Not Found' }] },
        { status: 404 },
      );
    throw new TypeError(`offline: ${url}`);
  }) as typeof fetch;
});

const renderProfile = (slug: string, language: string, origin = API_ORIGIN) =>
  render({ path: `/profiles/${slug}`, language, origin, dataWaitMs: 5000 });

describe('a public profile rendered on the server', () => {
  it("draws the player's name, avatar and games in English", async () => {
    const page = await renderProfile('demo', 'en');
    expect(page?.html).toContain('data-testid="page-publicProfile"');
    expect(page?.html).toMatch(/<h1[^>]*>DemoHero&#x27;s Profile<\/h1>/);
    // The avatar from the portal's own /api, not from the address the server read it at.
    expect(page?.html).toContain('src="/api/public/avatars/demo.webp"');
    expect(page?.html).toContain('Games Activities');
    expect(page?.html).toContain('Moonlight Saga');
    expect(page?.html).toContain('Add Friend');
    expect(page?.html).not.toMatch(/\sstyle=/);
  });

  it('draws the profile in Thai', async () => {
    const page = await renderProfile('demo', 'th');
    expect(page?.html).toMatch(/<h1[^>]*>โปรไฟล์ของ DemoHero<\/h1>/);
    expect(page?.html).toContain('Moonlight Saga');
  });

  it("draws the app's not-found view for a name nobody has", async () => {
    const page = await renderProfile('nobody', 'th');
    expect(page?.html).toContain('data-testid="page-publicProfile"');
    expect(page?.html).toContain('ไม่พบผู้ใช้');
    expect(page?.html).toContain('ไปที่หน้าแรก');
  });

  it('leaves the page to the browser when the API does not answer, and the signed-in pages always', async () => {
    await expect(renderProfile('demo', 'en', 'http://down.test')).resolves.toBeNull();
    await expect(render({ path: '/account', language: 'en' })).resolves.toBeNull();
    await expect(render({ path: '/friends', language: 'en' })).resolves.toBeNull();
  });
});
