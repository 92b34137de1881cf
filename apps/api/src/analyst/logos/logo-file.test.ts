import { describe, expect, it } from 'vitest';
import { checkLogoFile } from './logo-file.ts';

/** The first bytes of each kind of file, padded: what the check reads. */
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  Buffer.alloc(64),
]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([60, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64),
]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);

describe('checkLogoFile', () => {
  it('takes a JPEG or a WebP by its bytes, and names it by its SHA-256', async () => {
    expect(await checkLogoFile(jpeg)).toMatchObject({
      mediaType: 'image/jpeg',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await checkLogoFile(webp))?.mediaType).toBe('image/webp');
  });

  it('refuses other images and empty files', async () => {
    expect(await checkLogoFile(gif)).toBeNull();
    expect(await checkLogoFile(Buffer.alloc(0))).toBeNull();
  });
});
