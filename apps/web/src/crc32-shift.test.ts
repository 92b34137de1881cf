import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { multiplyModPolynomial, zeroBytesShift } from './crc32-shift.ts';

/** zlib's crc32_combine, from the two functions under test. */
const combine = (first: number, second: number, secondLength: number) =>
  (multiplyModPolynomial(zeroBytesShift(secondLength), first) ^ second) >>> 0;

describe('CRC-32 arithmetic', () => {
  it('gives the checksum of two stretches one after the other from theirs, as zlib does', () => {
    for (const [firstLength, secondLength] of [
      [0, 0],
      [1, 1],
      [22, 95_000],
      [95_000, 22],
      [3, 65_537],
      [1_000_000, 7],
    ] as const) {
      const first = randomBytes(firstLength);
      const second = randomBytes(secondLength);
      expect(combine(crc32(first), crc32(second), secondLength)).toBe(crc32(Buffer.concat([first, second])));
    }
  });

  it('moves nothing past no bytes, and multiplies by 1 and 0 as numbers do', () => {
    const value = crc32(randomBytes(40));
    expect(zeroBytesShift(0)).toBe(0x80000000);
    expect(multiplyModPolynomial(0x80000000, value)).toBe(value);
    expect(multiplyModPolynomial(0, value)).toBe(0);
    expect(multiplyModPolynomial(value, 0)).toBe(0);
  });
});
