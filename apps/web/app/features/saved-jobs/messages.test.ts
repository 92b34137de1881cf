import { describe, expect, it } from 'vitest';
import { savedJobsMessages } from './messages.ts';

describe('the catalogs of the saved jobs page', () => {
  it('count saved vacancies in Spanish', () => {
    expect(savedJobsMessages.of('es-CO')('saved.count', { count: 1 })).toBe('Tienes 1 vacante guardada');
  });
});
