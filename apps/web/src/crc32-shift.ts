/**
 * CRC-32 (gzip's) arithmetic: how a checksum's linear part moves when zero bytes follow the bytes
 * it covers, as zlib's `crc32_combine` computes it (polynomials over GF(2), reflected bit order).
 * It lets a page's checksum take a new nonce in O(1) rather than a pass over the whole page.
 */

/** The CRC-32 polynomial, reflected. */
const POLYNOMIAL = 0xedb88320;
/** The polynomial 1 (x^0), reflected. */
const ONE = 0x80000000;

/** a(x) · b(x) modulo the polynomial. */
export function multiplyModPolynomial(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = ONE; bit !== 0 && (a & (bit * 2 - 1)) !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const POWERS_OF_X = (() => {
  const powers = [ONE >>> 1];
  for (let k = 1; k < 32; k++)
    powers.push(multiplyModPolynomial(powers[k - 1] as number, powers[k - 1] as number));
  return powers;
})();

/**
 * The factor that moves a checksum's linear part past `length` zero bytes: x^(8·length) modulo
 * the polynomial. `multiplyModPolynomial(zeroBytesShift(n), crc1) ^ crc2` is the checksum of two
 * stretches one after the other, the second `n` bytes long (zlib's `crc32_combine`).
 */
export function zeroBytesShift(length: number): number {
  let shift = ONE;
  // x^(8·length) = product of x^(2^k) over the bits k of 8·length, that is k = bit of length + 3.
  for (let left = length, k = 3; left > 0; left = Math.floor(left / 2), k++)
    if (left % 2 === 1) shift = multiplyModPolynomial(POWERS_OF_X[k % 32] as number, shift);
  return shift;
}
