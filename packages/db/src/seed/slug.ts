/** URL slug of a Spanish text: "Médico General, D.C." becomes "medico-general-dc". */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, maxLength)).replace(/-+$/g, '');
}

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
