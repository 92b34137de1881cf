import { describe, expect, it } from 'vitest';
import { vacancyPageMeta } from './vacancy-page-meta.ts';

type Place = { cities: string[]; isRemote: boolean };

function headOf(place: Place, { company = 'Hoteles Vértice S.A.S.', locale = 'es-CO' } = {}) {
  const job = { title: 'Recepcionista', company: { name: company, logoUrl: null }, offerDetail: place };
  const meta = vacancyPageMeta(
    { status: 'open', job, jobUrl: 'https://camello.co/empleos/recepcionista-1', indexable: true },
    [{ id: 'root', loaderData: { locale } }],
  );
  const title = meta.find((tag) => 'title' in tag)?.title;
  const description = meta.find((tag) => 'name' in tag && tag.name === 'description');
  return { title, description: description && 'content' in description ? description.content : undefined };
}

describe('vacancyPageMeta', () => {
  it.each<[string, Place, string, string]>([
    [
      'its first city',
      { cities: ['Bogotá', 'Cali'], isRemote: false },
      'Recepcionista en Hoteles Vértice S.A.S., Bogotá | Camello',
      'Vacante de Recepcionista en Hoteles Vértice S.A.S., Bogotá. Mira los requisitos y postúlate gratis.',
    ],
    [
      'remote work when it has no city',
      { cities: [], isRemote: true },
      'Recepcionista en Hoteles Vértice S.A.S., Trabajo remoto | Camello',
      'Vacante de Recepcionista en Hoteles Vértice S.A.S., Trabajo remoto. Mira los requisitos y postúlate gratis.',
    ],
    [
      'no place, with no dangling comma or doubled period, when it has neither',
      { cities: [], isRemote: false },
      'Recepcionista en Hoteles Vértice S.A.S. | Camello',
      'Vacante de Recepcionista en Hoteles Vértice S.A.S.: mira los requisitos y postúlate gratis.',
    ],
  ])('words a vacancy with %s', (_case, place, title, description) => {
    expect(headOf(place)).toEqual({ title, description });
  });

  it('words it in the page language', () => {
    expect(headOf({ cities: ['Bogotá'], isRemote: false }, { locale: 'en-US' }).description).toBe(
      'Recepcionista opening at Hoteles Vértice S.A.S., Bogotá. See the requirements and apply for free.',
    );
  });

  it('only says a vacancy that is gone is gone', () => {
    const meta = vacancyPageMeta({ status: 'gone' }, [{ id: 'root', loaderData: { locale: 'es-CO' } }]);
    expect(meta).toEqual([{ title: 'Esta vacante ya no está disponible | Camello' }]);
  });
});
