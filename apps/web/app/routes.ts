import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('empleos', 'routes/jobs.tsx'),
  route('empleos/:jobSlug', 'routes/job.tsx'),
  route('trabajos/empleos-por-ciudades', 'routes/landing-index.tsx', { id: 'jobs-by-city' }),
  route('trabajos/empleos-por-cargo', 'routes/landing-index.tsx', { id: 'jobs-by-occupation' }),
  route('trabajos/empleos-por-sector-laboral', 'routes/landing-index.tsx', { id: 'jobs-by-sector' }),
  route('trabajos/:slug', 'routes/landing.tsx'),
  route('empresas', 'routes/landing-index.tsx', { id: 'companies' }),
  route('empresas/:companySlug', 'routes/company.tsx'),
  route('empresas/:companySlug/:jobSlug', 'routes/company-job.tsx'),
  route('ingresar', 'routes/sign-in.tsx'),
  route('registro', 'routes/sign-up.tsx'),
  route('registro/confirmar', 'routes/confirm-email.tsx'),
  route('recuperar-clave', 'routes/reset-password.tsx'),
  route('terminos-y-condiciones', 'routes/legal-text.tsx', { id: 'terms' }),
  route('politica-de-tratamiento-de-datos', 'routes/legal-text.tsx', { id: 'data-policy' }),
  route('quienes-somos', 'routes/site-page.tsx', { id: 'about' }),
  route('ayuda', 'routes/site-page.tsx', { id: 'help' }),
  // The candidate and analyst pages go here: only a signed-in visitor reaches them.
  layout('routes/signed-in.tsx', [
    route('salir', 'routes/sign-out.tsx'),
    route('autorizar', 'routes/partner-consent.tsx'),
    route('aplicaciones-conectadas', 'routes/partner-grants.tsx'),
  ]),
  route('continuar-sesion', 'routes/partner-hand-over.tsx'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/sitemap-file.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
