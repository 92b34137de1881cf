import { describe, expect, it } from 'vitest';
import { crawlableImageUrl } from './crawlable-image-url.ts';

const page = 'https://camello.example/empresas/lacteos';

describe('crawlableImageUrl', () => {
  it('resolves an uploaded logo’s path against the page and keeps a web address', () => {
    expect(crawlableImageUrl(`/api/jobs/v1/public/logos/${'a'.repeat(64)}.png`, page)).toBe(
      `https://camello.example/api/jobs/v1/public/logos/${'a'.repeat(64)}.png`,
    );
    expect(crawlableImageUrl('https://cdn.example/logo.png', page)).toBe('https://cdn.example/logo.png');
  });

  it('leaves out an image written into its address, and none', () => {
    expect(crawlableImageUrl('data:image/svg+xml,%3Csvg%2F%3E', page)).toBeNull();
    expect(crawlableImageUrl(null, page)).toBeNull();
    expect(crawlableImageUrl('', page)).toBeNull();
  });
});
