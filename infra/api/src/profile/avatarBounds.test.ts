import { Readable } from 'node:stream';
import {
  authEndpoints,
  AvatarUploadedSchema,
  encodePassword,
  errorCodes,
  profileApiRoutes,
  profileMessages,
  endpointUrl,
} from '@portal/contracts';
import sharp from 'sharp';
import { loadAuthConfig } from '../auth/config';
import { registerAndLogin, testAuthConfig } from '../auth/testing';
import { bearerOf, createTestPlayer } from '../money/wallet/testing';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';

/** A PNG of one colour: a few hundred KB at most, whatever its pixel count. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const SIGN_IN_BUDGET_MS = 300;

describe.each(databaseTargets)('avatar bounds on $name', (target) => {
  // Production's argon2id cost, so the sign-in measured below is the one players wait for.
  const productionArgon2 = loadAuthConfig({ PUBLIC_URL: 'https://portal.test' }, false).argon2;
  const api = useTestApi(target, { config: { auth: testAuthConfig({ argon2: productionArgon2 }) } });
  const upload = (token: string, payload: Buffer | Readable, contentType = 'image/png') =>
    api.app.inject({
      method: 'PUT',
      url: profileApiRoutes.avatar,
      headers: { ...bearerOf(token), 'content-type': contentType },
      payload,
    });
  const signIn = async (email: string) => {
    const started = performance.now();
    const response = await api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { email, password: encodePassword('secret123') },
    });
    return { response, ms: performance.now() - started };
  };

  it('refuses 20 concurrent 40-megapixel PNGs from their header while a sign-in stays under 300 ms', async () => {
    const bomb = await flatPng(8000, 5000);
    expect(bomb.length).toBeLessThan(AVATAR_BOMB_MAX_BYTES);
    const { token } = await createTestPlayer(api.db, 'bomber');
    await registerAndLogin(api.app, 'owner.busy@example.com');
    // Warm both paths: the measured sign-in and uploads are not the process's first ones.
    await signIn('owner.busy@example.com');
    expectFailure(await upload(token, bomb), 422, 'AVATAR_INVALID');

    const uploads = Array.from({ length: 20 }, () => upload(token, bomb));
    const signedIn = signIn('owner.busy@example.com');
    const [{ response, ms }, answers] = await Promise.all([signedIn, Promise.all(uploads)]);

    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThanOrEqual(SIGN_IN_BUDGET_MS);
    for (const answer of answers) {
      const [error] = expectFailure(answer, 422, 'AVATAR_INVALID');
      expect(error?.message).toBe(profileMessages.avatarDimensions);
    }
  });

  it.each([
    ['over 4096 px wide', 5000, 100],
    ['over 4096 px high', 100, 5000],
    ['over 16 megapixels within 4096 px a side', 4096, 4000],
  ])('refuses an image %s with the catalogue message', async (_case, width, height) => {
    const { token } = await createTestPlayer(api.db, `big${width}x${height}`);
    const [error] = expectFailure(await upload(token, await flatPng(width, height)), 422, 'AVATAR_INVALID');
    expect(error?.message).toBe(profileMessages.avatarDimensions);
  });

  it('refuses from the header alone: a 40-megapixel PNG cut after its header is over the bounds, not unreadable', async () => {
    const { token } = await createTestPlayer(api.db, 'headeronly');
    // The signature, the IHDR chunk (width, height) and the first bytes of IDAT: no bitmap to decode.
    const headerOnly = (await flatPng(8000, 5000)).subarray(0, 100);
    const [error] = expectFailure(await upload(token, headerOnly), 422, 'AVATAR_INVALID');
    expect(error?.message).toBe(profileMessages.avatarDimensions);
  });

  it('accepts a 12-megapixel phone-sized photo', async () => {
    const { token } = await createTestPlayer(api.db, 'phone');
    expectSuccess(await upload(token, await flatPng(4032, 3024)), AvatarUploadedSchema);
  });

  it('answers 413 with the catalogue message for a body over 2 MB sent without a Content-Length', async () => {
    const { token } = await createTestPlayer(api.db, 'streamer');
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 1));
    const response = await upload(token, Readable.from(chunks));
    expect(response.headers['content-length']).not.toBe(undefined);
    const [error] = expectFailure(response, 413, errorCodes.payloadTooLarge);
    expect(error?.message).toBe(profileMessages.avatarTooLarge);
  });

  it('renders two uploads at once per replica, queues a few and answers the rest 429 with Retry-After', async () => {
    const photo = await flatPng(4000, 3000);
    const { token } = await createTestPlayer(api.db, 'crowd');
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(token, photo)));

    const refused = answers.filter((answer) => answer.statusCode === 429);
    const stored = answers.filter((answer) => answer.statusCode === 200);
    expect(refused.length + stored.length).toBe(12);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      const [error] = expectFailure(answer, 429, errorCodes.rateLimited);
      expect(error?.message).toBe(profileMessages.avatarBusy);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Once the crowd is gone, the same player's upload goes through.
    expectSuccess(await upload(token, photo), AvatarUploadedSchema);
  });
});

/** The attack used 116 KB PNGs: tiny bytes, a huge bitmap. */
const AVATAR_BOMB_MAX_BYTES = 200 * 1024;
