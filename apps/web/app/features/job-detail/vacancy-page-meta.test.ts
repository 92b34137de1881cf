import { describe, expect, it } from 'vitest';
import { vacancyPageMeta } from './vacancy-page-meta.ts';

type Place = { cities: string[]; textRemote: string };

function headOf(place: Place, { company = 'Hoteles Vértice S.A.S.', locale = 'es-CO' } = {}) {
  const job = { title: 'Recepcionista', company: { name: company, logoUrl: null }, offerDetail: place };
  const meta = vacancyPageMeta(
    { status: 'open', job, jobUrl: 'https://camello.co/empleos/recepcionista-1', indexable: true },
    [{ id: 'root', loaderData: { locale } }],
  );
  const titleTag = meta.find((tag) => 'title' in tag);
  const title = titleTag && 'title' in titleTag ? titleTag.title : undefined;
  const description = meta.find((tag) => 'name' in tag && tag.name === 'description');
  return { title, description: description && 'content' in description ? description.content : undefined };
}

describe('vacancyPageMeta', () => {
  it.each<[string, Place, string, string]>([
    [
      'its first city',
      { cities: ['Bogotá', 'Cali'], textRemote: '' },
      'Recepcionista en Hoteles Vértice S.A.S., Bogotá | Camello',
      'Vacante de Recepcionista en Hoteles Vértice S.A.S., Bogotá: mira los requisitos y postúlate gratis.',
    ],
    [
      'remote work when it has no city',
      { cities: [], textRemote: 'Trabajo remoto' },
      'Recepcionista en Hoteles Vértice S.A.S., Trabajo remoto | Camello',
      'Vacante de Recepcionista en Hoteles Vértice S.A.S., Trabajo remoto: mira los requisitos y postúlate gratis.',
    ],
    [
      'no place, with no dangling comma or doubled period, when it has neither',
      { cities: [], textRemote: '' },
      'Recepcionista en Hoteles Vértice S.A.S. | Camello',
      'Vacante de Recepcionista en Hoteles Vértice S.A.S.: mira los requisitos y postúlate gratis.',
    ],
  ])('words a vacancy with %s', (_case, place, title, description) => {
    expect(headOf(place)).toEqual({ title, description });
  });

  it('words it in the page language', () => {
    expect(headOf({ cities: ['Bogotá'], textRemote: '' }, { locale: 'en-US' }).description).toBe(
      'Recepcionista opening at Hoteles Vértice S.A.S., Bogotá: see the requirements and apply for free.',
    );
  });

  it('only says a vacancy that is gone is gone', () => {
    const meta = vacancyPageMeta({ status: 'gone' }, [{ id: 'root', loaderData: { locale: 'es-CO' } }]);
    expect(meta).toEqual([{ title: 'Esta vacante ya no está disponible | Camello' }]);
  });
});
