import { describe, expect, it } from 'vitest';
import { capitalizeWords, cleanName, collapseWhitespace, stripNameCharacters } from './text.ts';

describe('collapseWhitespace', () => {
  it('turns runs of spaces, tabs and newlines into one space', () => {
    expect(collapseWhitespace('Ana   María\t\nPérez')).toBe('Ana María Pérez');
  });

  it('keeps a single trailing space so the next word can be typed', () => {
    expect(collapseWhitespace('Ana  ')).toBe('Ana ');
  });
});

describe('capitalizeWords', () => {
  it('capitalises each word and lowers the rest', () => {
    expect(capitalizeWords('lUISA fernanda')).toBe('Luisa Fernanda');
    expect(capitalizeWords('ÁNGELA ñuñez')).toBe('Ángela Ñuñez');
  });

  it('treats hyphens and apostrophes as word starts', () => {
    expect(capitalizeWords("maría-josé o'connor")).toBe("María-José O'Connor");
  });

  it('leaves an empty text empty', () => {
    expect(capitalizeWords('')).toBe('');
  });
});

describe('stripNameCharacters', () => {
  it('removes digits and special characters', () => {
    expect(stripNameCharacters('Juan3 Pérez!! @#$%&*()_+=')).toBe('Juan Pérez ');
    expect(stripNameCharacters('12345')).toBe('');
    expect(stripNameCharacters('Ana😀María')).toBe('AnaMaría');
  });

  it('keeps accents, ñ, ü, apostrophes and hyphens', () => {
    expect(stripNameCharacters("Begoña Güell-D’Alessandro O'Neill")).toBe(
      "Begoña Güell-D’Alessandro O'Neill",
    );
  });

  it('keeps letters typed as a base letter plus a combining accent', () => {
    expect(stripNameCharacters('Jose\u0301')).toBe('Jose\u0301');
  });
});

describe('cleanName', () => {
  it('gives the stored form of a messy name', () => {
    expect(cleanName('  luisa   FERNANDA 2 restrepo ')).toBe('Luisa Fernanda Restrepo');
  });

  it('drops loose hyphens, apostrophes and the spaces around joiners', () => {
    expect(cleanName("-'ana - maría'")).toBe('Ana-María');
  });

  it('composes combining accents', () => {
    expect(cleanName('jose\u0301')).toBe('José');
  });

  it('returns empty text when nothing is a name character', () => {
    expect(cleanName('1234 !!')).toBe('');
  });
});
