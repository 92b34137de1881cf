/**
 * Logos an analyst uploads (`POST /api/analyst/v1/companies/{companyId}/logos`): PNG, JPEG or
 * WebP, each with the extension of its address, at most 256 KB. A module of its own, so that only
 * the analyst area's script carries it.
 */
export const LOGO_MEDIA_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type LogoMediaType = keyof typeof LOGO_MEDIA_TYPES;
export const LOGO_MAX_BYTES = 256 * 1024;
