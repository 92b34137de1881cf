import { describe, expect, it } from 'vitest';
import { jobsUrl, setUpApiApp } from '../../test-support/api-app.ts';
import { loadSearchFixtures } from '../../test-support/search-fixtures.ts';

const jobs = setUpApiApp({ load: loadSearchFixtures });

const get = (path: string, params: Record<string, unknown> = {}) => jobs.app.inject(jobsUrl(path, params));
const detail = (slug: string, params: Record<string, unknown> = {}) => get(`/v1/public/jobs/${slug}`, params);

async function publicId(slug: string): Promise<string> {
  const { rows } = await jobs.db.query<{ public_id: string }>(
    'SELECT public_id FROM vacancies WHERE slug = $1',
    [slug],
  );
  return (rows[0] as { public_id: string }).public_id;
}

describe('GET /v1/public/jobs/{jobSlug}', () => {
  it('answers the offer detail of a live vacancy', async () => {
    const response = await detail('medico-general-medellin');
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json();
    expect(job).toMatchObject({
      slug: 'medico-general-medellin',
      title: 'Médico general',
      h1: 'Médico general',
      questionsCount: 2,
      numberOfQuotas: 2,
      occupation: { slug: 'medicos-generales', name: 'Médicos generales' },
      sectors: [{ slug: 'salud', name: 'Salud' }],
      salaryRange: { min: 6_000_000, max: 8_000_000, currency: 'COP', frequency: 'MONTH', toAgree: false },
      company: {
        name: 'Clínica Aurora',
        slug: 'clinica-aurora',
        social: { facebook: 'https://facebook.com/aurora', instagram: null },
      },
      card: { salary: '$ 6.000.000 - $ 8.000.000', formatPublishDate: 'Ayer', dynamicUrl: '/empleos' },
    });
    expect(job.offerDetail).toEqual({
      offerDescription: '<p>Buscamos médico general para nuestro equipo.</p>',
      offerDetailsList: [
        { icon: 'salary', text: '$ 6.000.000 - $ 8.000.000' },
        { icon: 'contract', text: 'Tiempo completo' },
        { icon: 'experience', text: '2 años de experiencia' },
        { icon: 'education', text: 'Profesional' },
        { icon: 'quotas', text: '2 vacantes' },
        { icon: 'publishDate', text: 'Ayer' },
      ],
      cities: ['Medellín'],
      isRemote: false,
      textRemote: '',
      jobVideo: 'https://videos.example.com/medico-general.mp4',
      isApplied: false,
      selectedJobId: job.id,
    });
    expect(job.skills.map((skill: { name: string; score: number }) => [skill.name, skill.score])).toEqual([
      ['Atención al detalle', 4],
      ['Trabajo en equipo', 3],
    ]);
  });

  it('says how a remote vacancy is remote', async () => {
    const job = (await detail('ingeniero-de-sistemas-cali')).json();
    expect(job.offerDetail).toMatchObject({
      isRemote: true,
      textRemote: 'Trabajo 100 % remoto desde cualquier ciudad de Colombia',
    });
  });

  it('answers 410 with live similar vacancies when the vacancy closed, expired or its company left', async () => {
    const expired = await detail('medico-auditor-vencido');
    expect(expired.statusCode).toBe(410);
    const body = expired.json();
    expect(body).toMatchObject({
      statusCode: 410,
      error: 'Gone',
      message: 'Esta vacante ya cerró. Mira otras ofertas parecidas',
    });
    // Same title word and city first; never itself, never another vacancy that is not live.
    expect(body.similarJobs.jobs.map((job: { jobUrlSlug: string }) => job.jobUrlSlug)).toEqual([
      'medica-pediatra-bogota',
      'medico-general-medellin',
    ]);
    expect(body.similarJobs.hasMore).toBe(false);
    expect((await detail('medico-ocupacional-pausado')).statusCode).toBe(410);
    expect((await detail('medico-domiciliario-inactiva')).statusCode).toBe(410);
  });

  it('answers 404 for vacancies that never were public', async () => {
    for (const slug of [
      'no-existe',
      'medico-borrador',
      'medico-de-urgencias-programado',
      'medico-laboral-privado',
    ]) {
      const response = await detail(slug);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Esta vacante no existe',
      });
    }
  });

  it('shows a private job site vacancy on its own job site and its parent company', async () => {
    expect((await detail('medico-laboral-privado', { companyShowSlug: 'marca-privada' })).statusCode).toBe(
      200,
    );
    const onParent = await detail('medico-laboral-privado', { companyShowSlug: 'clinica-aurora' });
    expect(onParent.statusCode).toBe(200);
    expect(onParent.json().card.dynamicUrl).toBe('/empresas/clinica-aurora');
    expect((await detail('medico-laboral-privado', { companyShowSlug: 'software-andino' })).statusCode).toBe(
      404,
    );
    expect((await detail('medico-general-medellin', { companyShowSlug: 'software-andino' })).statusCode).toBe(
      404,
    );
  });

  it('rejects malformed slugs', async () => {
    expect((await get('/v1/public/jobs/Hola%20Mundo')).statusCode).toBe(400);
    expect((await detail('medico-general-medellin', { other: 1 })).statusCode).toBe(400);
  });
});

describe('GET /v1/public/jobs/setting/{id}', () => {
  it('tells whether a vacancy takes applications and how', async () => {
    const live = await get(`/v1/public/jobs/setting/${await publicId('medico-general-medellin')}`);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({
      jobSlug: 'medico-general-medellin',
      companySlug: 'clinica-aurora',
      acceptsApplications: true,
      externalApplyUrl: null,
      hasQuestionnaire: true,
      questionsCount: 2,
    });
    const expired = await get(`/v1/public/jobs/setting/${await publicId('medico-auditor-vencido')}`);
    expect(expired.json()).toMatchObject({ acceptsApplications: false, hasQuestionnaire: false });
    expect((await get(`/v1/public/jobs/setting/${await publicId('medico-borrador')}`)).statusCode).toBe(404);
    expect((await get('/v1/public/jobs/setting/zzzzzzzzzz')).statusCode).toBe(404);
    expect((await get('/v1/public/jobs/setting/DROP%20TABLE')).statusCode).toBe(400);
  });
});

describe('similar vacancies', () => {
  const slugs = (body: { jobs: { jobUrlSlug: string }[] }) => body.jobs.map((job) => job.jobUrlSlug);

  it('puts the same occupation first, then the same category, never the vacancy itself', async () => {
    const response = await get('/v1/public/jobs/vacants/suggested/medico-general-medellin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(slugs(body)).toEqual(['medica-pediatra-bogota', 'enfermero-jefe-bogota']);
    expect(body.hasMore).toBe(false);
    expect(body.jobs[0]).toEqual({
      id: await publicId('medica-pediatra-bogota'),
      title: 'Médica pediatra',
      companyName: 'Clínica Aurora',
      companyLogo: null,
      cities: ['Bogotá'],
      salary: '$ 9.000.000 - $ 12.000.000',
      experience: '5 años de experiencia',
      contractType: 'Término fijo',
      jobUrlSlug: 'medica-pediatra-bogota',
    });
  });

  it('caps the list and says when there are more', async () => {
    const body = (
      await get('/v1/public/jobs/vacants/suggested/medico-general-medellin', { limit: 1 })
    ).json();
    expect(slugs(body)).toEqual(['medica-pediatra-bogota']);
    expect(body.hasMore).toBe(true);
    expect(
      (await get('/v1/public/jobs/vacants/suggested/medico-general-medellin', { limit: 0 })).statusCode,
    ).toBe(400);
    expect((await get('/v1/public/jobs/vacants/suggested/no-existe')).statusCode).toBe(404);
  });

  it('suggests within one company job site, its brands included', async () => {
    const vacantId = await publicId('medico-general-medellin');
    const response = await get('/v2/jobs/suggested/mimir-wisdom', { vacantId, companyId: 'clinica-aurora' });
    expect(response.statusCode).toBe(200);
    expect(slugs(response.json())).toEqual([
      'medica-pediatra-bogota',
      'enfermero-jefe-bogota',
      'medico-laboral-privado',
    ]);
    const everywhere = await get('/v2/jobs/suggested/mimir-wisdom', { vacantId });
    expect(slugs(everywhere.json())).toEqual(['medica-pediatra-bogota', 'enfermero-jefe-bogota']);
    expect(
      (await get('/v2/jobs/suggested/mimir-wisdom', { vacantId, companyId: 'software-andino' })).statusCode,
    ).toBe(404);
    expect((await get('/v2/jobs/suggested/mimir-wisdom')).statusCode).toBe(400);
  });
});
