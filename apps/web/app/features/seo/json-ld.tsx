/** A schema.org object: `@type` plus its properties. */
export type JsonLdObject = { readonly '@type': string; readonly [property: string]: unknown };

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` are written as
 * escapes, so a vacancy title like `</script><script>…` cannot close the block; the JSON
 * still parses to the same text.
 */
export function serializeJsonLd(value: JsonLdObject | readonly JsonLdObject[]): string {
  const graph = Array.isArray(value)
    ? { '@context': 'https://schema.org', '@graph': value }
    : { '@context': 'https://schema.org', ...value };
  return JSON.stringify(graph).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_IN_SCRIPT[character] ?? character,
  );
}

/**
 * Structured data for search engines, serialized by `serializeJsonLd` in the loader so that the
 * builders stay out of the browser bundle. Not executed, so the CSP nonce is not needed.
 */
export function JsonLd({ serialized }: { serialized: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes everything that could end the script block.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialized }} />;
}
