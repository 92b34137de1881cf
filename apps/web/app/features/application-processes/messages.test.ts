import { describe, expect, it } from 'vitest';
import { processMessages } from './messages.ts';

describe('the catalogs of /procesos', () => {
  it('words the timeline the way a candidate reads it', () => {
    const t = processMessages.of('es-CO');
    expect(t('event.submitted')).toBe('Enviaste tu hoja de vida');
    expect(t('event.to.Pending')).toBe('La empresa vio tu hoja de vida');
    expect(t('event.to.Finalists')).toBe('Pasaste a finalistas');
    expect(t('page.count', { count: 1 })).toBe('Tienes 1 postulación');
  });
});
