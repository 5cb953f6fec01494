import { createHash } from 'node:crypto';
import { AVATAR_FILE_PATTERN, AVATAR_PIXEL_SIZES, profileApiRoutes } from '@portal/contracts';
import type { FileStore, StoredFile } from '../storage';

const AVATAR_CONTENT_TYPE = 'image/webp';
const keyOf = (file: string) => `avatars/${file}`;

/**
 * Avatars in the shared file store (the database): every replica serves what any replica stored.
 * Content-addressed names, so a URL never changes meaning and is cached forever.
 */
export function createAvatarStore(files: FileStore) {
  return {
    /** Stores both sizes and returns the 1× URL the profile stores. */
    async save(userId: number, renditions: { size: number; webp: Buffer }[]): Promise<string> {
      const hash = createHash('sha256')
        .update(Buffer.concat(renditions.map((rendition) => rendition.webp)))
        .digest('hex')
        .slice(0, 16);
      for (const { size, webp } of renditions)
        await files.put(keyOf(`${userId}-${hash}-${size}.webp`), webp, AVATAR_CONTENT_TYPE, userId);
      return profileApiRoutes.avatarFile(`${userId}-${hash}-${AVATAR_PIXEL_SIZES[0]}.webp`);
    },

    /** A stored avatar file (its bytes and content type), or null. */
    async read(file: string): Promise<StoredFile | null> {
      if (!AVATAR_FILE_PATTERN.test(file)) return null;
      return files.get(keyOf(file));
    },
  };
}
export type AvatarStore = ReturnType<typeof createAvatarStore>;
