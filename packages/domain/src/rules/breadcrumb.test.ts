import { describe, expect, it } from 'vitest';
import { breadcrumbLastSegmentText } from './breadcrumb.ts';

describe('breadcrumbLastSegmentText', () => {
  it('turns hyphens into spaces', () => {
    expect(breadcrumbLastSegmentText('empleos-por-ciudades')).toBe('empleos por ciudades');
  });

  it('takes the last segment of a path, ignoring a trailing slash, query and hash', () => {
    expect(breadcrumbLastSegmentText('/trabajos/empleos-por-cargo/')).toBe('empleos por cargo');
    expect(breadcrumbLastSegmentText('/trabajos/auxiliar-de-bodega?paginator[page]=2#top')).toBe(
      'auxiliar de bodega',
    );
  });

  it('removes UUID-shaped ids wherever they are', () => {
    expect(breadcrumbLastSegmentText('/empleos/auxiliar-contable-3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(
      'auxiliar contable',
    );
    expect(breadcrumbLastSegmentText('3f2504e0-4f89-11d3-9a0c-0305e82c3301-cajero')).toBe('cajero');
    expect(breadcrumbLastSegmentText('/empleos/3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe('');
  });

  it('keeps ids that are not UUID-shaped', () => {
    expect(breadcrumbLastSegmentText('cajero-12345')).toBe('cajero 12345');
  });

  it('decodes escaped characters and survives broken escapes', () => {
    expect(breadcrumbLastSegmentText('/trabajos/m%C3%A9dico-general')).toBe('médico general');
    expect(breadcrumbLastSegmentText('/trabajos/100%-remoto')).toBe('100% remoto');
  });

  it('collapses repeated hyphens and handles an empty path', () => {
    expect(breadcrumbLastSegmentText('ventas--al---detal')).toBe('ventas al detal');
    expect(breadcrumbLastSegmentText('/')).toBe('');
    expect(breadcrumbLastSegmentText('')).toBe('');
  });
});
