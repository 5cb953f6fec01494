/**
 * @jest-environment node
 */
import { render } from './server';

beforeAll(() => {
  // No API here: the first view renders its texts without the campaign's data.
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('offline');
  }) as typeof fetch;
});

describe('the landing rendered on the server', () => {
  it('draws the heading and the tagline in English', async () => {
    const page = await render({
      path: '/games/official/crazy_ones',
      language: 'en',
      origin: 'http://api.test',
    });
    expect(page?.html).toMatch(/<h1[^>]*>Crazy Ones<\/h1>/);
    expect(page?.html).toContain('Four misfits, one city that never sleeps, and every choice is yours.');
  });

  it('draws nothing for its puzzle pages, which players see signed in', async () => {
    await expect(render({ path: '/anniversary/crazy_ones/puzzle', language: 'en' })).resolves.toBeNull();
  });
});
