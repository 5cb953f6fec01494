import {
  AvatarUploadedSchema,
  OwnProfileSchema,
  profileApiRoutes,
  profileMessages,
  endpointUrl,
  profileEndpoints,
} from '@portal/contracts';
import sharp from 'sharp';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { bearerOf, createTestPlayer } from '../money/wallet/testing';

/** A 400×300 photo-like JPEG carrying GPS coordinates in its EXIF. */
const jpegWithGps = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1' } })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 120, height: 120, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

describe.each(databaseTargets)('avatars on $name', (target) => {
  const api = useTestApi(target);
  const upload = (token: string, body: Buffer | string, contentType: string) =>
    api.app.inject({
      method: 'PUT',
      url: profileApiRoutes.avatar,
      headers: { ...bearerOf(token), 'content-type': contentType },
      payload: body,
    });

  it('stores a JPEG as 47 and 94 px WebP without its GPS EXIF, and the profile shows it', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { token } = await createTestPlayer(api.db, 'photo');
    const { image } = expectSuccess(await upload(token, original, 'image/jpeg'), AvatarUploadedSchema);
    expect(image).toMatch(/^\/api\/public\/avatars\/\d+-[a-f0-9]{16}-47\.webp$/);

    for (const [url, size] of [
      [image, 47],
      [image.replace('-47.webp', '-94.webp'), 94],
    ] as const) {
      const served = await api.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'webp',
        width: size,
        height: size,
      });
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
    const own = expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: endpointUrl(profileEndpoints.own),
        headers: bearerOf(token),
      }),
      OwnProfileSchema,
    );
    expect(own.image).toBe(image);
  });

  it('accepts a PNG', async () => {
    const { token } = await createTestPlayer(api.db, 'png');
    expectSuccess(await upload(token, await png(), 'image/png'), AvatarUploadedSchema);
  });

  it('refuses a 3 MB file before decoding it', async () => {
    const { token } = await createTestPlayer(api.db, 'huge');
    const huge = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024)]);
    const [error] = expectFailure(await upload(token, huge, 'image/png'), 413, 'PAYLOAD_TOO_LARGE');
    expect(error?.message).toBe(profileMessages.avatarTooLarge);
  });

  it('refuses a text file renamed to .png', async () => {
    const { token } = await createTestPlayer(api.db, 'renamed');
    const [error] = expectFailure(
      await upload(token, 'just some notes, not an image', 'image/png'),
      415,
      'AVATAR_INVALID',
    );
    expect(error?.message).toBe(profileMessages.avatarUnreadable);
  });

  it('refuses a PNG whose bytes are cut short', async () => {
    const { token } = await createTestPlayer(api.db, 'truncated');
    const bytes = await png();
    expectFailure(await upload(token, bytes.subarray(0, 40), 'image/png'), 415, 'AVATAR_INVALID');
  });

  it.each(['image/gif', 'text/plain', 'application/octet-stream'])(
    'refuses the type %s with a clear message',
    async (type) => {
      const { token } = await createTestPlayer(api.db, 'gif');
      const [error] = expectFailure(await upload(token, await png(), type), 415, 'AVATAR_INVALID');
      expect(error?.message).toBe(profileMessages.avatarType);
    },
  );

  it('answers 404 for an avatar that does not exist', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: profileApiRoutes.avatarFile('1-0123456789abcdef-47.webp'),
    });
    expect(response.statusCode).toBe(404);
  });
});
