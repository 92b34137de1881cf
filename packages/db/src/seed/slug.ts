import { slugify } from '@camello/domain';

/** Hands out slugs, suffixing a number when one is taken. */
export class UniqueSlugs {
  readonly #taken = new Set<string>();

  take(text: string): string {
    const base = slugify(text);
    let slug = base;
    for (let suffix = 2; this.#taken.has(slug); suffix++) slug = `${base}-${suffix}`;
    this.#taken.add(slug);
    return slug;
  }
}
