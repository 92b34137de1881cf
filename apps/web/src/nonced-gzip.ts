import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { multiplyModPolynomial, zeroBytesShift } from './crc32-shift.ts';

/** Deflate's window: how far back a match may reach. */
const WINDOW_BYTES = 32 * 1024;
/**
 * Level 4 for a page's own text. At level 6 keeping took 15 to 18 % of a first visit's CPU time
 * (landings, vacancy pages); on a vacancy page, a landing and a listing level 4 took 14 to 28 %
 * less time than level 6 for 3 to 4 % more bytes.
 */
const PAGE_LEVEL = 4;
/**
 * The history a text is deflated with reaches back at least this far, and four times its length:
 * loading all 32 KB into zlib took longer than deflating a short script between two nonces, whose
 * matches lie close. The whole history made pages 0.3 % smaller and their keeping 8 to 18 % slower.
 */
const MIN_DICTIONARY_BYTES = 4 * 1024;
/** gzip member header: deflate, no flags, no time, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty fixed-Huffman block with BFINAL set: ends the deflate stream (RFC 1951 §3.2.3). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/**
 * Stands in for a nonce while compressing: a byte no page holds, so that no match reaches into it.
 * Zero, so that the nonces' checksum adds to the blanked page's ({@link gzipWithNonce}).
 */
const BLANK_BYTE = 0x00;

/**
 * A page compressed once, with a gap wherever its CSP nonce goes: each response fills in its own
 * nonce and the gzip stream around it is assembled, not compressed again. Only the compressed
 * page is held (a vacancy page: about 11 KB of its 95), and a stretch it shares with other pages
 * (its inlined stylesheets) once for all of them.
 */
export type NoncedGzip = {
  /**
   * Each text between the nonces as raw deflate that ends byte-aligned and not final (sync flush):
   * the page's own pieces, and a shared stretch's where the text holds it.
   */
  readonly deflated: readonly (readonly Buffer[])[];
  /** The length of the nonce the gaps were left for: every response's nonce must have it. */
  readonly nonceLength: number;
  /** CRC-32 of the page with its gaps blanked out. */
  readonly blankedChecksum: number;
  /**
   * What moves a nonce's checksum into every gap at once: the sum of the shifts past the bytes
   * that follow each gap ({@link zeroBytesShift}).
   */
  readonly gapsShift: number;
  /** The page's length in bytes. */
  readonly size: number;
  /** The compressed bytes this page holds on its own, shared stretches left out. */
  readonly ownBytes: number;
};

/**
 * Stretches many pages hold byte for byte, from `start` to `end` (the `<style>` of the built
 * stylesheets, 40 % of a vacancy page): each is deflated once, on its own, and every page that
 * holds it refers to that copy. Deflated on its own, a stretch's matches reach only into itself,
 * so it fits at any place of any page.
 */
export type SharedStretches = {
  readonly start: Buffer;
  readonly end: Buffer;
  /** Each stretch's deflate, by its text; the least recently used first. */
  readonly deflated: Map<string, Buffer>;
};

/** Past this many distinct stretches (a combination of stylesheets each), the oldest is forgotten. */
const SHARED_STRETCHES_MAX = 32;
/** A shorter stretch is compressed with the page: deflating it apart would save nothing. */
const SHARED_STRETCH_MIN_BYTES = 1024;

export function sharedStretches(start: string, end: string): SharedStretches {
  return { start: Buffer.from(start), end: Buffer.from(end), deflated: new Map() };
}

/**
 * Compresses `page` around each occurrence of `nonce`; null when the page holds the byte that
 * stands in for nonces (no HTML page does). Each text is deflated with what comes before it (up
 * to 32 KB) as dictionary, the nonces blanked out, so it compresses almost as well as one stream
 * would; as no text holds the blank byte, no match can copy a nonce, and any nonce of that length
 * may fill the gap.
 * The first of the `shared` stretches the page holds is not compressed again when another page had it.
 */
export function compressAroundNonce(
  page: Buffer,
  nonce: string,
  shared?: SharedStretches,
): NoncedGzip | null {
  if (page.includes(BLANK_BYTE)) return null;
  const nonceBytes = Buffer.from(nonce);
  const texts = splitAt(page, nonceBytes);
  const blank = Buffer.alloc(nonceBytes.length, BLANK_BYTE);
  let history = Buffer.alloc(0);
  const deflate = (text: Buffer): Buffer => {
    const dictionary = history.subarray(-Math.max(MIN_DICTIONARY_BYTES, 4 * text.length));
    const compressed = deflateRawSync(text, {
      level: PAGE_LEVEL,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(dictionary.length > 0 ? { dictionary } : {}),
    });
    history = Buffer.concat([history, text]).subarray(-WINDOW_BYTES);
    return compressed;
  };
  /** The shared stretch's deflate, once found: the page refers to it rather than holding a copy. */
  let sharedPiece: Buffer | null = null;
  let blankedChecksum = 0;
  const deflated = texts.map((text, index) => {
    const stretch = shared && !sharedPiece ? stretchIn(text, shared) : null;
    let pieces: Buffer[];
    if (stretch) {
      sharedPiece = stretch.deflated;
      const before = deflate(text.subarray(0, stretch.from));
      history = Buffer.concat([history, text.subarray(stretch.from, stretch.to)]).subarray(-WINDOW_BYTES);
      pieces = [before, stretch.deflated, deflate(text.subarray(stretch.to))];
    } else {
      pieces = [deflate(text)];
    }
    blankedChecksum = crc32(text, blankedChecksum);
    if (index < texts.length - 1) {
      history = Buffer.concat([history, blank]).subarray(-WINDOW_BYTES);
      blankedChecksum = crc32(blank, blankedChecksum);
    }
    return pieces;
  });
  const own = inOneBuffer(deflated.flat().filter((piece) => piece !== sharedPiece));
  let ownIndex = 0;
  let gapsShift = 0;
  for (let index = texts.length - 1, after = 0; index > 0; index--) {
    after += texts[index]?.length ?? 0;
    gapsShift ^= zeroBytesShift(after);
    after += nonceBytes.length;
  }
  return {
    deflated: deflated.map((pieces) =>
      pieces.map((piece) => (piece === sharedPiece ? piece : (own.pieces[ownIndex++] as Buffer))),
    ),
    nonceLength: nonceBytes.length,
    blankedChecksum,
    gapsShift: gapsShift >>> 0,
    size: page.length,
    ownBytes: own.bytes,
  };
}

/** Where `text` holds one of the `shared` stretches, and its deflate (made now if it is new). */
function stretchIn(
  text: Buffer,
  shared: SharedStretches,
): { from: number; to: number; deflated: Buffer } | null {
  const from = text.indexOf(shared.start);
  const end = from < 0 ? -1 : text.indexOf(shared.end, from + shared.start.length);
  if (end < 0) return null;
  const to = end + shared.end.length;
  if (to - from < SHARED_STRETCH_MIN_BYTES) return null;
  const key = text.toString('latin1', from, to);
  let deflated = shared.deflated.get(key);
  if (deflated) {
    shared.deflated.delete(key);
  } else {
    // Level 9: it is paid once.
    const compressed = deflateRawSync(text.subarray(from, to), {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    deflated = inOneBuffer([compressed]).pieces[0] as Buffer;
    if (shared.deflated.size >= SHARED_STRETCHES_MAX)
      shared.deflated.delete(shared.deflated.keys().next().value as string);
  }
  shared.deflated.set(key, deflated);
  return { from, to, deflated };
}

/** The page with `nonce` in every gap, as one gzip member. */
export function gzipWithNonce(page: NoncedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== page.nonceLength) throw new Error('the nonce does not fit the gaps');
  const pieces: Buffer[] = [GZIP_HEADER];
  page.deflated.forEach((text, index) => {
    pieces.push(...text);
    if (index < page.deflated.length - 1) pieces.push(storedBlock(nonceBytes));
  });
  // CRC-32 is affine: for bytes of one length, the checksum of their XOR is the XOR of theirs and
  // of as many zeros. The page is its blanked copy XOR zeros with the nonce in each gap, whose
  // checksum is the nonce's linear part moved past what follows each gap.
  const nonceLinear = crc32(nonceBytes) ^ crc32(Buffer.alloc(nonceBytes.length));
  const checksum = page.blankedChecksum ^ multiplyModPolynomial(page.gapsShift, nonceLinear >>> 0);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(page.size % 2 ** 32, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** The page with `nonce` in every gap, uncompressed (for the rare client that takes no gzip). */
export function textWithNonce(page: NoncedGzip, nonce: string): Buffer {
  return gunzipSync(gzipWithNonce(page, nonce));
}

/**
 * The pieces copied into one buffer of their total size: each output of zlib is a slice of a
 * buffer of 16 KB or more, which a kept page would otherwise hold for the few bytes it needs.
 */
function inOneBuffer(pieces: readonly Buffer[]): { pieces: Buffer[]; bytes: number } {
  const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
  // Not from Node's shared pool either, whose 64 KB slabs a kept page would hold on to.
  const whole = Buffer.allocUnsafeSlow(bytes);
  let offset = 0;
  return {
    bytes,
    pieces: pieces.map((piece) => {
      piece.copy(whole, offset);
      offset += piece.length;
      return whole.subarray(offset - piece.length, offset);
    }),
  };
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
