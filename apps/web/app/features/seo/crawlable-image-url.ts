/**
 * An image's address as crawlers and link previews take it: absolute, resolved against the page's
 * (an uploaded logo's is a path of this site). Null for an image written into its address
 * (`data:`), which they do not read.
 */
export function crawlableImageUrl(address: string | null | undefined, pageUrl: string): string | null {
  if (!address || address.startsWith('data:')) return null;
  try {
    return new URL(address, pageUrl).href;
  } catch {
    return null;
  }
}
