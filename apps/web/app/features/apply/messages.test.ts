import { describe, expect, it } from 'vitest';
import { applyMessages } from './messages.ts';

describe('the catalogs of applying', () => {
  it('word the summary the way a candidate reads it', () => {
    const t = applyMessages.of('es-CO');
    expect(t('summary.title', { title: 'Cajero' })).toBe('¡Listo! Te postulaste a Cajero');
    expect(t('applied.title')).toBe('Ya te postulaste a esta vacante');
  });
});
