const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Text of the last breadcrumb from a path or a single segment:
 * "/empleos/auxiliar-contable-3f2504e0-4f89-11d3-9a0c-0305e82c3301" → "auxiliar contable".
 * UUIDs go first, so their own hyphens never become spaces.
 */
export function breadcrumbLastSegmentText(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const segments = withoutQuery.split('/').filter((segment) => segment !== '');
  const last = decodeSegment(segments.at(-1) ?? '');
  return last.replace(UUID, '').replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();
}
