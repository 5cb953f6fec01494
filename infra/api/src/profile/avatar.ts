import {
  AVATAR_FRAME,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_MAX_SIDE_PX,
  AVATAR_MIME_TYPES,
  AVATAR_PIXEL_SIZES,
  errorCodes,
  profileErrorCodes,
  profileMessages,
} from '@portal/contracts';
import sharp from 'sharp';
import { domainError } from './errors';

// sharp decodes on libuv's thread pool (never on the event loop), which password hashing shares; one
// libvips thread per image keeps a render to one core, and the render gate (avatarGate.ts) bounds how
// many run at once.
sharp.concurrency(1);

/** What the bytes really are, from their signature (the Content-Type is only a claim). */
function sniffFormat(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export const isAvatarMimeType = (value: string | undefined): boolean =>
  (AVATAR_MIME_TYPES as readonly string[]).includes((value ?? '').split(';')[0]!.trim().toLowerCase());

const unreadable = () => domainError(415, profileErrorCodes.avatarInvalid, profileMessages.avatarUnreadable);

export const avatarTooLarge = () =>
  domainError(413, errorCodes.payloadTooLarge, profileMessages.avatarTooLarge);

/** Refuses anything larger than 2 MB with the message players see. */
export function assertAvatarSize(byteLength: number): void {
  if (byteLength > AVATAR_MAX_BYTES) throw avatarTooLarge();
}

/**
 * Refuses, from the header alone (sharp's metadata() decodes no pixel), an image whose bitmap would be
 * too large: a few hundred KB of PNG can describe 40 megapixels that take seconds to decode.
 */
export async function assertAvatarBounds(bytes: Buffer): Promise<void> {
  assertAvatarSize(bytes.length);
  if (!sniffFormat(bytes)) throw unreadable();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width > AVATAR_MAX_SIDE_PX || height > AVATAR_MAX_SIDE_PX || width * height > AVATAR_MAX_PIXELS) {
    throw domainError(422, profileErrorCodes.avatarInvalid, profileMessages.avatarDimensions);
  }
}

/**
 * Decodes the upload and encodes it again as WebP at 1× and 2× of the 47 px avatar: cropped to a
 * square around the centre, rotated by its EXIF orientation, and without any metadata (sharp keeps
 * none unless asked, so GPS EXIF, ICC and XMP are dropped). Nothing of the original bytes survives.
 * Call assertAvatarBounds first: this decodes.
 */
export async function renderAvatar(bytes: Buffer): Promise<{ size: number; webp: Buffer }[]> {
  try {
    // limitInputPixels repeats the header bound inside libvips, whatever the caller checked.
    const decoded = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' }).rotate();
    return await Promise.all(
      AVATAR_PIXEL_SIZES.map(async (size) => ({
        size,
        webp: await decoded
          .clone()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 86 })
          .toBuffer(),
      })),
    );
  } catch {
    throw unreadable();
  }
}

/** The frame the avatar sits in (000 §9), documented with the route. */
export const AVATAR_DESCRIPTION = `${AVATAR_PIXEL_SIZES.join(' and ')} px WebP for a ${AVATAR_FRAME.width}×${AVATAR_FRAME.height} frame`;
