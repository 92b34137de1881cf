/**
 * An image's address as crawlers and link previews take it: absolute, resolved against the page's
 * (an uploaded logo's is a path of this site). Null for an image written into its address
 * (`data:`), which they do not read. Logo addresses are valid URLs by their contract.
 */
export const crawlableImageUrl = (address: string | null | undefined, pageUrl: string): string | null =>
  address && !address.startsWith('data:') ? new URL(address, pageUrl).href : null;
