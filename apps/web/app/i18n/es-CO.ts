import type { Message } from './message.ts';

/** Source catalog: every other locale must provide exactly these keys with the same shape. */
export const esCO = {
  'site.name': 'Camello',
  'site.pageTitle': '{title} | Camello',

  'layout.skipLink': 'Saltar al contenido',
  'layout.loading': 'Cargando la página',
  'layout.logoHome': 'Camello, ir al inicio',

  'header.navigation': 'Navegación principal',
  'header.allJobs': 'Empleos',
  'header.signIn': 'Ingresar',
  'header.signUp': 'Crear cuenta',

  'footer.navigation': 'Enlaces del sitio',
  'footer.follow': 'Síguenos',
  'footer.rights': '© {year} Camello. Todos los derechos reservados.',
  'footer.apps': 'Descarga la app',
  'footer.personsMenu': 'Personas',
  'footer.camelloMenu': 'Camello',
  'footer.camelloLiteMenu': 'Camello Lite',
  'footer.otherSolutionsMenu': 'Otras soluciones',
  'footer.legalMenu': 'Legal',
  'footer.searchJobs': 'Buscar empleos',
  'footer.jobsByCity': 'Empleos por ciudad',
  'footer.jobsByOccupation': 'Empleos por cargo',
  'footer.jobsBySector': 'Empleos por sector',
  'footer.signUp': 'Crear tu cuenta',
  'footer.companies': 'Empresas que contratan',
  'footer.about': 'Quiénes somos',
  'footer.help': 'Centro de ayuda',
  'footer.publishVacancies': 'Publica tus vacantes',
  'footer.companySignIn': 'Ingreso para empresas',
  'footer.jobAlerts': 'Alertas de empleo',
  'footer.referrals': 'Referidos',
  'footer.library': 'Biblioteca digital',
  'footer.terms': 'Términos y condiciones',
  'footer.dataPolicy': 'Política de tratamiento de datos personales',
  'footer.publicEmploymentService': 'Servicio Público de Empleo',
  'footer.instagram': 'Síguenos en Instagram',
  'footer.facebook': 'Síguenos en Facebook',
  'footer.linkedIn': 'Síguenos en LinkedIn',
  'footer.youTube': 'Síguenos en YouTube',
  'footer.tikTok': 'Síguenos en TikTok',
  'footer.googlePlay': 'Disponible en Google Play',
  'footer.appGallery': 'Explóralo en AppGallery',
  'footer.appStore': 'Descárgalo en el App Store',
  'footer.resolutionNotice':
    'Camello es un prestador del Servicio Público de Empleo autorizado por la Unidad Administrativa Especial del Servicio Público de Empleo. Buscar vacantes y postularte es gratis para ti, como lo establecen la Ley 1636 de 2013 y el Decreto 1072 de 2015.',

  'jobs.title': 'Empleos en Colombia',
  'jobs.titleWithTerm': 'Empleos de {term}',
  'jobs.metaTitle': 'Empleos en Colombia',
  'jobs.metaTitleWithTerm': 'Empleos de {term}',
  'jobs.metaTitlePage': '{title}, página {page}',
  'jobs.metaDescription':
    'Encuentra vacantes de empleo en Colombia, compara salarios y postúlate gratis en Camello.',
  'jobs.metaDescriptionWithTerm':
    'Encuentra vacantes de {term} en Colombia, compara salarios y postúlate gratis en Camello.',
  'jobs.total': { one: '{count} vacante', other: '{count} vacantes' },
  'jobs.results': 'Resultados de la búsqueda',

  'search.label': 'Buscar empleos',
  'search.placeholder': 'Cargo, empresa o palabra clave',
  'search.submit': 'Buscar',

  'jobCard.urgent': 'Urgente',
  'jobCard.logoAlt': 'Logo de {company}',
  'jobCard.company': 'Empresa',
  'jobCard.published': 'Publicada',
  'jobCard.cities': 'Ciudades',
  'jobCard.otherCities': 'y {count} más',
  'jobCard.contractType': 'Tipo de contrato',
  'jobCard.salary': 'Salario',
  'jobCard.experience': 'Experiencia',
  'jobCard.education': 'Educación',

  'emptyResults.titleWithTerm': 'No encontramos vacantes para “{term}”',
  'emptyResults.title': 'Por ahora no hay vacantes publicadas',
  'emptyResults.hint': 'Revisa la ortografía o prueba con un cargo o una palabra más general.',
  'emptyResults.seeAll': 'Ver todos los empleos',

  'pagination.label': 'Paginación',
  'pagination.previous': 'Anterior',
  'pagination.next': 'Siguiente',
  'pagination.page': 'Página {page}',

  'error.notFound.title': 'No encontramos esta página',
  'error.notFound.text': 'Puede que el enlace esté mal escrito o que la página ya no exista.',
  'error.gone.title': 'Esta página ya no está disponible',
  'error.gone.text': 'El contenido que buscas fue retirado. Te invitamos a ver otras vacantes.',
  'error.client.title': 'No pudimos atender tu solicitud',
  'error.client.text': 'Revisa la dirección o los datos que enviaste e intenta de nuevo.',
  'error.server.title': 'Algo salió mal',
  'error.server.text': 'Tuvimos un problema al cargar esta página. Intenta de nuevo en unos minutos.',
  'error.status': 'Error {status}',
  'error.backToJobs': 'Ver empleos',
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof esCO;

/** The shape every catalog must have: same keys, plural entries where es-CO has them. */
export type Catalog = {
  readonly [K in MessageKey]: (typeof esCO)[K] extends string ? string : { one: string; other: string };
};
