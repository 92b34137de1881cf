import type { CandidateResume, ResumeFormOptions } from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';
import { type SignedInAccount, signInNewAccount } from '../test-support/signed-in-account.ts';

const api = setUpApiApp();
const URL = '/api/profile/v1/candidate';
let ana: SignedInAccount;
let options: ResumeFormOptions;

const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.accessToken}` });

beforeAll(async () => {
  ana = await signInNewAccount(api.app, api.db);
  const response = await api.app.inject({ url: `${URL}/form-options`, headers: bearer(ana) });
  expect(response.statusCode, response.body).toBe(200);
  options = response.json();
});

async function resumeOf(account: SignedInAccount): Promise<CandidateResume> {
  const response = await api.app.inject({ url: URL, headers: bearer(account) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json();
}

describe('GET /api/profile/v1/candidate', () => {
  it('answers 401 to a visitor and 403 to an analyst', async () => {
    expect((await api.app.inject({ url: URL })).statusCode).toBe(401);
    const analyst = await signInNewAccount(api.app, api.db, 'analyst');
    expect((await api.app.inject({ url: URL, headers: bearer(analyst) })).statusCode).toBe(403);
  });

  it('answers a new candidate’s résumé with what it lacks, by the rule of every country but Mexico', async () => {
    const resume = await resumeOf(ana);
    expect(resume).toMatchObject({
      id: ana.candidateId,
      firstName: 'Ana',
      lastName: 'Prueba',
      studies: [],
      experiences: [],
      skills: [],
      cv: null,
      withoutStudies: false,
      withoutExperience: false,
      country: null,
    });
    expect(resume.email).toMatch(/@example\.com$/);
    expect(resume.completeness.complete).toBe(false);
    expect(resume.completeness.percent).toBe(13);
    expect(resume.completeness.missing.map((item) => item.field)).toContain('cityId');
    expect(resume.completeness.missing.at(-1)).toEqual({ requirement: 'studies', field: 'studies' });
  });

  it('is complete for a Mexican candidate with names and e-mail', async () => {
    const diego = await signInNewAccount(api.app, api.db);
    await api.db.query(
      `update candidates set country_id = (select id from countries where iso2 = 'mx') where id = $1`,
      [diego.candidateId],
    );
    const resume = await resumeOf(diego);
    expect(resume.country).toEqual({ language: 'es-MX', iso2: 'mx' });
    expect(resume.countryCode).toBe('+52');
    expect(resume.completeness).toEqual({ percent: 100, complete: true, missing: [] });
  });
});

describe('GET /api/profile/v1/candidate/form-options', () => {
  it('lists the countries with their document types, study types, levels and skills', () => {
    const colombia = options.countries.find((country) => country.code === 'co');
    expect(colombia?.phoneCode).toBe('57');
    expect(
      options.documentTypes.filter((type) => type.countryId === colombia?.id).map((type) => type.code),
    ).toContain('CC');
    expect(options.studyTypes.map((type) => type.name)).toContain('Universitario');
    expect(options.positionLevels.length).toBeGreaterThan(3);
    expect(options.skills.map((skill) => skill.name)).toContain('Excel avanzado');
  });
});

describe('GET /api/jobs/v1/cities/search and /v1/occupations/search', () => {
  it('finds cities by the start of their name without minding accents or case', async () => {
    const response = await api.app.inject({ url: '/api/jobs/v1/cities/search?q=MEDELL&country=co' });
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json();
    expect(first).toMatchObject({ name: 'Medellín', label: 'Medellín, Antioquia', countryCode: 'co' });
  });

  it('reads % and _ as letters', async () => {
    const response = await api.app.inject({ url: '/api/jobs/v1/cities/search?q=%25' });
    expect(response.json()).toEqual([]);
  });

  it('finds occupations by a job title', async () => {
    const response = await api.app.inject({ url: '/api/jobs/v1/occupations/search?q=desarrollador&limit=5' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
  });
});

type Json = Record<string, unknown>;

async function write(
  account: SignedInAccount,
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
  payload?: Json,
) {
  return api.app.inject({ method, url: `${URL}${path}`, payload, headers: bearer(account) });
}

async function writeOk(
  account: SignedInAccount,
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
  payload?: Json,
) {
  const response = await write(account, method, path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CandidateResume;
}

async function cityId(name: string): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>(
    `select id from cities where display_name = $1 and country_id = (select id from countries where iso2 = 'co')`,
    [name],
  );
  return rows[0]?.id ?? 0;
}

async function firstId(table: string): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>(`select min(id) as id from ${table}`);
  return rows[0]?.id ?? 0;
}

const colombiaId = () => options.countries.find((country) => country.code === 'co')?.id ?? 0;
const cedulaId = () =>
  options.documentTypes.find((type) => type.code === 'CC' && type.countryId === colombiaId())?.id ?? 0;

async function personalData(): Promise<Json> {
  return {
    firstName: '  luisa   fernanda3 ',
    lastName: 'restrepo',
    birthdate: '1998-04-12',
    cityBirthId: await cityId('Medellín'),
    phone: '300 123 4567',
    countryId: colombiaId(),
    cityId: await cityId('Bogotá'),
    address: 'Calle 45 # 13-20',
    sex: 'female',
    gender: 'woman',
    civilStatus: 'single',
    identificationType: cedulaId(),
    identificationNumber: `1.020.${String(Date.now()).slice(-6)}`,
    titleOrProfession: 'Tecnóloga en logística',
  };
}

async function study(): Promise<Json> {
  return {
    institute: 'SENA',
    title: 'Tecnólogo en gestión logística',
    profession: 'Logística',
    startDate: '2016-01-20',
    endDate: '2018-06-30',
    inProgress: false,
    countryId: colombiaId(),
    studyType: options.studyTypes[1]?.id,
  };
}

async function experience(): Promise<Json> {
  return {
    company: 'Servientrega',
    position: 'Auxiliar de bodega',
    description: 'Recibo y despacho de mercancía.',
    startDate: '2019-08-01',
    endDate: null,
    atPresent: true,
    occupationId: await firstId('occupations'),
    level: options.positionLevels[1]?.id,
    cityId: await cityId('Bogotá'),
  };
}

describe('the résumé writes', () => {
  it('save the personal data cleaned, with the location of the city, and answer the résumé', async () => {
    const luisa = await signInNewAccount(api.app, api.db);
    const resume = await writeOk(luisa, 'PUT', '', await personalData());
    expect(resume).toMatchObject({
      firstName: 'Luisa Fernanda',
      lastName: 'Restrepo',
      phone: '3001234567',
      countryCode: '+57',
      country: { language: 'es-CO', iso2: 'co' },
      cityName: 'Bogotá',
      cityBirthName: 'Medellín',
      sex: 'female',
      identificationType: String(cedulaId()),
    });
    expect(resume.identificationNumber).toMatch(/^1020\d{6}$/);
    expect(resume.latitude).toBeCloseTo(4.6, 0);
    expect(resume.completeness.missing.map((item) => item.field)).toEqual([
      'salary',
      'salaryFrequencyId',
      'currencyPayId',
      'experiences',
      'studies',
    ]);
  });

  it('refuse bad personal data with a Spanish message under each field, and keep what was there', async () => {
    const beto = await signInNewAccount(api.app, api.db);
    const response = await write(beto, 'PUT', '', {
      ...(await personalData()),
      firstName: '123',
      address: 'x'.repeat(121),
      phone: '12',
      birthdate: '2999-01-01',
      sex: 'otro',
      cityId: 999_999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Revisa los datos marcados de tu hoja de vida',
      fields: {
        firstName: 'Este campo es obligatorio',
        address: 'Escribe máximo 120 caracteres',
        phone: 'Escribe un número de celular válido, solo con números (de 7 a 15)',
        birthdate: 'La fecha no puede ser posterior a hoy',
        sex: 'Selecciona una opción',
        cityId: 'Selecciona una opción',
      },
    });
    expect((await resumeOf(beto)).firstName).toBe('Ana');
  });

  it('refuse a document type of another country and a document another account has', async () => {
    const carla = await signInNewAccount(api.app, api.db);
    const dario = await signInNewAccount(api.app, api.db);
    const data = await personalData();
    await writeOk(carla, 'PUT', '', data);
    const taken = await write(dario, 'PUT', '', data);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ identificationNumber: 'Ya hay una cuenta con este documento' });
    const mexicanType = options.documentTypes.find((type) => type.countryId !== colombiaId())?.id;
    const foreign = await write(dario, 'PUT', '', {
      ...data,
      identificationType: mexicanType,
      identificationNumber: '99887766',
    });
    expect(foreign.json().fields).toEqual({ identificationType: 'Selecciona una opción' });
  });

  it('take the salary with its frequency and currency, and clear it with null', async () => {
    const eva = await signInNewAccount(api.app, api.db);
    const missingChoices = await write(eva, 'PUT', '/salary', { salary: 2_500_000 });
    expect(missingChoices.json().fields).toEqual({
      salaryFrequencyId: 'Selecciona una opción',
      currencyPayId: 'Selecciona una opción',
    });
    expect(
      (await write(eva, 'PUT', '/salary', { salary: -1, salaryFrequencyId: 4, currencyPayId: 1 })).json()
        .fields,
    ).toEqual({
      salary: 'Escribe una cantidad en números enteros, sin puntos ni comas',
    });
    const saved = await writeOk(eva, 'PUT', '/salary', {
      salary: 2_500_000,
      salaryFrequencyId: 4,
      currencyPayId: 1,
    });
    expect(saved).toMatchObject({ salary: 2_500_000, salaryFrequencyId: 4, currencyPayId: 1 });
    const cleared = await writeOk(eva, 'PUT', '/salary', { salary: null });
    expect(cleared).toMatchObject({ salary: null, salaryFrequencyId: null, currencyPayId: null });
  });

  it('add, change and remove studies and experiences by the rules of §5, only the candidate’s own', async () => {
    const fede = await signInNewAccount(api.app, api.db);
    const gina = await signInNewAccount(api.app, api.db);
    const added = await writeOk(fede, 'POST', '/studies', await study());
    const [saved] = added.studies;
    expect(saved).toMatchObject({ institute: 'SENA', endDate: '2018-06-30', inProgress: false });
    expect(saved?.studyTypeName).toBe(options.studyTypes[1]?.name);

    const both = await write(fede, 'POST', '/studies', {
      ...(await study()),
      inProgress: true,
      profession: '',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toEqual({
      profession: 'Este campo es obligatorio',
      endDate: 'Si todavía estás estudiando, no pongas fecha de finalización',
    });

    const changed = await writeOk(fede, 'PUT', `/studies/${saved?.id}`, {
      ...(await study()),
      endDate: null,
      inProgress: true,
    });
    expect(changed.studies).toMatchObject([{ id: saved?.id, endDate: null, inProgress: true }]);
    expect((await write(gina, 'PUT', `/studies/${saved?.id}`, await study())).statusCode).toBe(404);
    expect((await write(gina, 'DELETE', `/studies/${saved?.id}`)).statusCode).toBe(404);

    const short = await write(fede, 'POST', '/experiences', {
      ...(await experience()),
      atPresent: false,
      endDate: '2019-08-20',
    });
    expect(short.json().fields).toEqual({
      endDate: 'La fecha de finalización debe ser al menos un mes después de la de inicio',
    });
    const job = (await writeOk(fede, 'POST', '/experiences', await experience())).experiences[0];
    expect(job).toMatchObject({ company: 'Servientrega', atPresent: true, cityName: 'Bogotá' });
    const ended = await writeOk(fede, 'PUT', `/experiences/${job?.id}`, {
      ...(await experience()),
      atPresent: false,
      endDate: '2021-03-31',
    });
    expect(ended.experiences).toMatchObject([{ id: job?.id, atPresent: false, endDate: '2021-03-31' }]);
    expect((await write(gina, 'PUT', `/experiences/${job?.id}`, await experience())).statusCode).toBe(404);
    expect((await write(gina, 'DELETE', `/experiences/${job?.id}`)).statusCode).toBe(404);
    const removed = await writeOk(fede, 'DELETE', `/experiences/${job?.id}`);
    expect(removed.experiences).toEqual([]);
    expect((await writeOk(fede, 'DELETE', `/studies/${saved?.id}`)).studies).toEqual([]);
  });

  it('keep skills of the catalogue with a score from 1 to 4', async () => {
    const hugo = await signInNewAccount(api.app, api.db);
    const excel = options.skills.find((skill) => skill.name === 'Excel avanzado')?.id;
    expect((await write(hugo, 'PUT', `/skills/${excel}`, { score: 5 })).json().fields).toEqual({
      score: 'Selecciona una opción',
    });
    expect((await write(hugo, 'PUT', '/skills/999999', { score: 2 })).statusCode).toBe(400);
    await writeOk(hugo, 'PUT', `/skills/${excel}`, { score: 2 });
    const again = await writeOk(hugo, 'PUT', `/skills/${excel}`, { score: 4 });
    expect(again.skills).toEqual([{ id: String(excel), name: 'Excel avanzado', score: 4 }]);
    expect((await writeOk(hugo, 'DELETE', `/skills/${excel}`)).skills).toEqual([]);
    expect((await write(hugo, 'DELETE', `/skills/${excel}`)).statusCode).toBe(404);
  });

  it('reach 100 % once every requirement is met, "sin estudios" standing in for studies', async () => {
    const iris = await signInNewAccount(api.app, api.db);
    await writeOk(iris, 'PUT', '', await personalData());
    await writeOk(iris, 'PUT', '/salary', { salary: 3_000_000, salaryFrequencyId: 4, currencyPayId: 1 });
    await writeOk(iris, 'POST', '/experiences', await experience());
    const withoutStudies = await writeOk(iris, 'PUT', '/without-studies', { withoutStudies: true });
    expect(withoutStudies.completeness).toEqual({ percent: 100, complete: true, missing: [] });
    const back = await writeOk(iris, 'PUT', '/without-studies', { withoutStudies: false });
    expect(back.completeness.missing).toEqual([{ requirement: 'studies', field: 'studies' }]);
    const noExperience = await writeOk(iris, 'PUT', '/without-experience', { withoutExperience: true });
    expect(noExperience.withoutExperience).toBe(true);
  });
});
