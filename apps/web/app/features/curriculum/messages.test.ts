import { describe, expect, it } from 'vitest';
import { curriculumMessages } from './messages.ts';

describe('the catalogs of /hoja-de-vida', () => {
  it('words the counter and the completeness as a candidate reads them', () => {
    const t = curriculumMessages.of('es-CO');
    expect(t('completeness.label', { percent: 45 })).toBe('Hoja de vida completa al 45 %');
    expect(t('issue.tooLong', { max: 2000 })).toBe('Escribe máximo 2.000 caracteres');
  });
});
