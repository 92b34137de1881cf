import { describe, expect, it } from 'vitest';
import { trapStems } from './stem-traps.ts';

describe('trapStems', () => {
  it('finds the stems that words of different lemmas share', () => {
    // Dev-set titles: "Desarrollador Full Stack", "Jefe de Desarrollo"; "Soldador", "soldar".
    const traps = trapStems([
      { word: 'desarrollador', stem: 'desarroll' },
      { word: 'desarrollo', stem: 'desarroll' },
      { word: 'soldado', stem: 'sold' },
      { word: 'soldar', stem: 'sold' },
      { word: 'cajero', stem: 'cajer' },
      { word: 'cajeras', stem: 'cajer' },
    ]);
    expect(traps).toEqual(new Set(['desarroll', 'sold']));
  });

  it('reads a place name as a word of its own, never the other gender of a worker', () => {
    // "Herrera" (Olaya Herrera, Nariño; the surname in "vía whatsapp con Mickel Herrera") is no herrera.
    expect(
      trapStems([
        { word: 'herrero', stem: 'herrer' },
        { word: 'herrera', stem: 'herrer' },
      ]),
    ).toEqual(new Set());
    expect(
      trapStems([
        { word: 'herrero', stem: 'herrer' },
        { word: 'herrera', stem: 'herrer', name: true },
      ]),
    ).toEqual(new Set(['herrer']));
  });
});
