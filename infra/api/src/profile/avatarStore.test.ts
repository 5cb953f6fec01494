import { AvatarUploadedSchema, profileApiRoutes, endpointUrl, profileEndpoints } from '@portal/contracts';
import sharp from 'sharp';
import { buildApi } from '../app';
import { databaseTargets } from '../testing/databases';
import { expectSuccess, useTestApi } from '../testing/harness';
import { bearerOf, createTestPlayer } from '../money/wallet/testing';

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 60, b: 220 } } })
    .png()
    .toBuffer();

/** Avatars live in the database: what one API replica stores, every other one serves. */
describe.each(databaseTargets)('avatar storage on $name', (target) => {
  const api = useTestApi(target);

  it('serves an avatar stored through one replica from another, as WebP cached for a year', async () => {
    const { token } = await createTestPlayer(api.db, 'replica-avatar');
    const { image } = expectSuccess(
      await api.app.inject({
        method: 'PUT',
        url: profileApiRoutes.avatar,
        headers: { ...bearerOf(token), 'content-type': 'image/png' },
        payload: await png(),
      }),
      AvatarUploadedSchema,
    );
    // A second API on the same database, with no file system in common beyond it.
    const otherReplica = await buildApi({ db: api.db, config: api.config });
    try {
      const served = await otherReplica.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
      expect((await sharp(served.rawPayload).metadata()).width).toBe(47);
    } finally {
      await otherReplica.close();
    }
  });

  it("removes a player's avatar files with the account", async () => {
    const { token } = await createTestPlayer(api.db, 'leaving-avatar');
    const { image } = expectSuccess(
      await api.app.inject({
        method: 'PUT',
        url: profileApiRoutes.avatar,
        headers: { ...bearerOf(token), 'content-type': 'image/png' },
        payload: await png(),
      }),
      AvatarUploadedSchema,
    );
    expect((await api.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: endpointUrl(profileEndpoints.accountSettings),
      headers: bearerOf(token),
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    expect(
      (await api.app.inject({ method: 'GET', url: image.replace('-47.webp', '-94.webp') })).statusCode,
    ).toBe(404);
  });
});
