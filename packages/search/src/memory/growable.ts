type TypedArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float64Array;

/** A copy of `array` with room for `capacity` elements (the new tail is zero). */
export function resized<T extends TypedArray>(array: T, capacity: number): T {
  const Constructor = array.constructor as new (length: number) => T;
  const copy = new Constructor(capacity);
  copy.set(array.length <= capacity ? array : (array.subarray(0, capacity) as T));
  return copy;
}

/** An append-only list of 32-bit integers. */
export class IntList {
  #items: Int32Array;
  length = 0;

  constructor(capacity = 16) {
    this.#items = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.#items.length) this.#items = resized(this.#items, this.#items.length * 2);
    this.#items[this.length++] = value;
  }

  at(index: number): number {
    return this.#items[index] as number;
  }

  /** The used part, without copying. */
  view(): Int32Array {
    return this.#items.subarray(0, this.length);
  }
}
