import { randomUUID } from 'node:crypto';
import type { CitySearchResult, CountryGuess } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { setUpApiApp } from '../../test-support/api-app.ts';

const api = setUpApiApp();

describe('GET /api/jobs/v1/cities/label', () => {
  it('gives the label of a city the search found, and 404 in Spanish for an unknown id', async () => {
    const [city] = (
      await api.app.inject('/api/jobs/v1/cities/search?q=medell&country=co')
    ).json() as CitySearchResult[];
    const label = await api.app.inject(`/api/jobs/v1/cities/label?id=${city?.id}`);
    expect(label.json()).toEqual(city);
    expect(city?.label).toBe('Medellín, Antioquia');
    const unknown = await api.app.inject('/api/jobs/v1/cities/label?id=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos esta ciudad');
  });
});

describe('GET /api/jobs/v1/public/countries/country/ip', () => {
  const guess = async (headers: Record<string, string>) => {
    const response = await api.app.inject({ url: '/api/jobs/v1/public/countries/country/ip', headers });
    expect(response.statusCode).toBe(200);
    return response.json() as CountryGuess;
  };

  it('believes the country header of a trusted proxy that names the visitor', async () => {
    expect(await guess({ 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'MX' })).toEqual({
      code: 'mx',
      language: 'es-MX',
      source: 'proxy',
    });
  });

  it('ignores a country header sent without a proxy, and goes by the language', async () => {
    expect(await guess({ 'cf-ipcountry': 'MX', 'accept-language': 'en-US,en;q=0.8' })).toEqual({
      code: 'us',
      language: 'en-US',
      source: 'accept-language',
    });
  });

  it('falls back to Colombia for another country, odd headers or none', async () => {
    expect((await guess({ 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'XX' })).code).toBe('co');
    expect(await guess({ 'accept-language': '!!;q=zz' })).toMatchObject({ code: 'co', language: 'es-CO' });
    expect(await guess({})).toEqual({ code: 'co', language: 'es-CO', source: 'default' });
  });
});

describe('the public countries, the library and the feedback button', () => {
  it('lists the active countries with their calling codes', async () => {
    const response = await api.app.inject('/api/profile/v1/public/countries/active');
    expect(response.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'co', phoneCode: '57', language: 'es-CO' })]),
    );
  });

  it('lists the published books', async () => {
    const response = await api.app.inject('/api/profile/v2/overdrive/books/all');
    expect(response.statusCode).toBe(200);
    const books = response.json() as { title: string; url: string }[];
    expect(books.length).toBeGreaterThan(10);
    for (const book of books) expect(book.url).toMatch(/^https:\/\//);
  });

  it('stores one answer per form, even when the post is retried', async () => {
    const id = randomUUID();
    const body = { id, pageUrl: '/empleos?q=medico', rating: 4, comment: 'Muy fácil de usar' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/profile/v1/feedback',
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const { rows } = await api.db.query(
      'SELECT page_url, rating, comment, locale FROM feedback WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([
      { page_url: '/empleos?q=medico', rating: 4, comment: 'Muy fácil de usar', locale: 'es-CO' },
    ]);
  });

  it('refuses a rating out of range and an address off the site', async () => {
    for (const change of [
      { rating: 6 },
      { pageUrl: 'https://evil.example/' },
      { pageUrl: '//evil.example' },
    ]) {
      const payload = { id: randomUUID(), pageUrl: '/', rating: 3, ...change };
      const response = await api.app.inject({ method: 'POST', url: '/api/profile/v1/feedback', payload });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
  });
});
