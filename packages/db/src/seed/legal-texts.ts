import type { Db } from '../driver/db.ts';

const termsHtml = [
  '<h2>Términos y condiciones de uso</h2>',
  '<p>Camello es una plataforma para buscar empleo y postularte a vacantes publicadas por empresas. ',
  'Al crear tu cuenta te comprometes a dar información veraz y a usar la plataforma de buena fe.</p>',
  '<p>Las empresas son responsables del contenido de sus vacantes. Camello nunca te pedirá dinero ',
  'para postularte; si una vacante lo hace, repórtala.</p>',
  '<p>Puedes cerrar tu cuenta cuando quieras desde tu perfil.</p>',
].join('');

const dataPolicyHtml = [
  '<h2>Política de tratamiento de datos personales</h2>',
  '<p>En cumplimiento de la Ley 1581 de 2012, tus datos personales se usan para gestionar tu cuenta, ',
  'compartir tu hoja de vida con las empresas a cuyas vacantes te postulas y enviarte alertas de empleo ',
  'cuando las actives.</p>',
  '<p>Puedes conocer, actualizar, rectificar y suprimir tus datos, y revocar esta autorización, en ',
  'cualquier momento desde tu perfil.</p>',
].join('');

/** First published version of the terms and of the data policy, so that candidates can accept them. */
export async function insertLegalTexts(db: Db, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO terms_versions (kind, version, title, content_html, published_at) VALUES
       ('terms', '1', 'Términos y condiciones', $1, $3),
       ('data_policy', '1', 'Política de tratamiento de datos personales', $2, $3)`,
    [termsHtml, dataPolicyHtml, new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000).toISOString()],
  );
}
