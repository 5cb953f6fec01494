import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { DEMO_PLAYERS } from '../../api/src/auth/users/seed';

/**
 * What a chat app, a social network or a search engine reads of a page: the document the gateway
 * serves, before any script runs.
 */
const head = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
  };
};

test('a campaign link shared in Thai previews the game in Thai with its key art', async ({
  request,
  baseURL,
}) => {
  const page = await head(request, '/games/official/ash_echoes?lang=th');
  expect(page.html).toContain('<html lang="th"');
  expect(page.title).toBe('Ash Echoes');
  expect(page.description).toBe('ทุกเสียงสะท้อนล้วนจดจำ รวบรวมเหล่า Echomancer ก่อนเถ้าถ่านจะสงบลง');
  expect(page.og('title')).toBe('Ash Echoes');
  expect(page.og('description')).toBe(page.description);
  expect(page.og('locale')).toBe('th_TH');
  expect(page.og('url')).toBe(`${baseURL}/games/official/ash_echoes?lang=th`);
  expect(page.html).toContain(`<link rel="canonical" href="${baseURL}/games/official/ash_echoes?lang=th" />`);
  for (const [hreflang, query] of [
    ['en', ''],
    ['id', '?lang=id'],
    ['th', '?lang=th'],
    ['vi', '?lang=vn'],
    ['x-default', ''],
  ])
    expect(page.html).toContain(
      `<link rel="alternate" hreflang="${hreflang}" href="${baseURL}/games/official/ash_echoes${query}" />`,
    );
  expect(page.twitter('card')).toBe('summary_large_image');

  const image = page.og('image')!;
  expect(image).toMatch(
    new RegExp(`^${baseURL}/remotes/mf-campaign-ash-echoes/[^/]+/og/key-art\\.[0-9a-f]{8}\\.jpg$`),
  );
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect(page.og('image:width')).toBe('1200');

  // The landing's hero (its largest paint) is preloaded: the AVIF files the page's <picture> offers first.
  const hero =
    /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)"[^>]*type="image\/avif"/.exec(
      page.html,
    );
  expect(hero?.[2]).toMatch(/key-art-640\.[0-9a-f]{8}\.avif 640w, .*key-art-1280\.[0-9a-f]{8}\.avif 1280w$/);
  const avif = await request.get(hero![1]!);
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
});

test('every page of the portal has its own title and description', async ({ request }) => {
  const pages = [
    '/',
    '/games',
    '/play-testing',
    '/login',
    '/register',
    '/topup',
    '/vip/details',
    `/profiles/${DEMO_PLAYERS[0].slug}`,
    '/tou',
    '/privacy',
    '/games/official/ash_echoes',
    '/games/pre-register/ash_echoes',
    '/games/official/crazy_ones',
  ];
  const heads = await Promise.all(pages.map((path) => head(request, path)));
  const titles = heads.map((page) => page.title);
  expect(new Set(titles).size).toBe(pages.length);
  for (const page of heads) {
    expect(page.description?.length).toBeGreaterThan(20);
    expect(page.og('image')).toMatch(/^http:\/\/.+\.jpg$/);
  }
  // Pages of no use to a search engine (a reset form) keep out of its index.
  const forgot = await head(request, '/forgot-password');
  expect(forgot.title).toBe('Forgot password · Player Portal');
  expect(forgot.html).toContain('<meta name="robots" content="noindex, nofollow" />');
});

test('the portal has a web app manifest with its icons', async ({ request }) => {
  const document = await head(request, '/');
  const href = /<link rel="manifest" href="([^"]+)"/.exec(document.html)?.[1];
  expect(href).toBeDefined();
  const manifest = await request.get(href!);
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
    theme_color: string;
  };
  expect(body.name).toBe('Player Portal');
  expect(body.theme_color).toBe('#0B0D14');
  expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);
});
