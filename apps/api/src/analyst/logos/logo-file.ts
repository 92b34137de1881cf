import { createHash } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_MEDIA_TYPES, type LogoMediaType } from '@camello/domain';
import { fileTypeFromBuffer } from 'file-type';

export type CheckedLogoFile = { mediaType: LogoMediaType; content: Buffer; sha256: string };

const isLogoMediaType = (mime: string): mime is LogoMediaType => Object.hasOwn(LOGO_MEDIA_TYPES, mime);

/**
 * A logo as uploaded, judged by its bytes and never by its name or declared type: a PNG, JPEG or
 * WebP image of at most 256 KB. Null for anything else (an SVG, which can carry scripts, included).
 */
export async function checkLogoFile(content: Buffer): Promise<CheckedLogoFile | null> {
  if (content.length === 0 || content.length > LOGO_MAX_BYTES) return null;
  const mime = (await fileTypeFromBuffer(content))?.mime;
  if (!mime || !isLogoMediaType(mime)) return null;
  return { mediaType: mime, content, sha256: createHash('sha256').update(content).digest('hex') };
}
