/**
 * URL slug of a Spanish text: "Médico General, D.C." becomes "medico-general-dc". Slugs of
 * places, sectors and occupations are made this way, so a name in any case and with or without
 * accents gives the slug of its own row.
 */
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
