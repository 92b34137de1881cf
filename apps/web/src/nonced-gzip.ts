import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Deflate's window: how far back a match may reach. */
const WINDOW_BYTES = 32 * 1024;
/** gzip member header: deflate, no flags, no time, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty fixed-Huffman block with BFINAL set: ends the deflate stream (RFC 1951 §3.2.3). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** Stands in for a nonce while compressing: a byte no page holds, so that no match reaches into it. */
const BLANK_BYTE = 0x00;

/**
 * A page compressed once, with a gap wherever its CSP nonce goes: each response fills in its own
 * nonce and the gzip stream around it is assembled, not compressed again.
 */
export type NoncedGzip = {
  /** The page's text between the nonces. */
  readonly texts: readonly Buffer[];
  /** Each text as raw deflate that ends byte-aligned and not final (sync flush). */
  readonly deflated: readonly Buffer[];
  /** The length of the nonce the gaps were left for: every response's nonce must have it. */
  readonly nonceLength: number;
};

/**
 * Compresses `page` around each occurrence of `nonce`; null when the page holds the byte that
 * stands in for nonces (no HTML page does). Each text is deflated with the 32 KB before it as
 * dictionary, the nonces blanked out, so it compresses as well as one stream would; as no text
 * holds the blank byte, no match can copy a nonce, and any nonce of that length may fill the gap.
 */
export function compressAroundNonce(page: Buffer, nonce: string): NoncedGzip | null {
  if (page.includes(BLANK_BYTE)) return null;
  const nonceBytes = Buffer.from(nonce);
  const texts = splitAt(page, nonceBytes);
  const blank = Buffer.alloc(nonceBytes.length, BLANK_BYTE);
  let history = Buffer.alloc(0);
  const deflated = texts.map((text) => {
    const compressed = deflateRawSync(text, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(history.length > 0 ? { dictionary: history } : {}),
    });
    history = Buffer.concat([history, text, blank]).subarray(-WINDOW_BYTES);
    return compressed;
  });
  return { texts, deflated, nonceLength: nonceBytes.length };
}

/** The page with `nonce` in every gap, as one gzip member. */
export function gzipWithNonce(page: NoncedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== page.nonceLength) throw new Error('the nonce does not fit the gaps');
  const pieces: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let size = 0;
  page.texts.forEach((text, index) => {
    pieces.push(page.deflated[index] as Buffer);
    checksum = crc32(text, checksum);
    size += text.length;
    if (index === page.texts.length - 1) return;
    pieces.push(storedBlock(nonceBytes));
    checksum = crc32(nonceBytes, checksum);
    size += nonceBytes.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** The page with `nonce` in every gap, uncompressed. */
export function textWithNonce(page: NoncedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(page.texts.flatMap((text, index) => (index === 0 ? [text] : [nonceBytes, text])));
}

/** `bytes` as a stored (uncompressed) deflate block, after a byte-aligned end (RFC 1951 §3.2.4). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0x00, 0); // BFINAL 0, BTYPE 00, then padding to the byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function splitAt(page: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = page.indexOf(separator); at >= 0; at = page.indexOf(separator, start)) {
    parts.push(page.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(page.subarray(start));
  return parts;
}
