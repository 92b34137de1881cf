import type {
  Currency,
  EducationLevel,
  EmploymentType,
  QuestionType,
  SalaryFrequency,
  VacancyStatus,
} from '../../enums.ts';
import type { ValidationIssueCode } from '../../rules/issues.ts';
import type { ProfileRequirement } from '../../rules/profile-completeness.ts';
import type { ApplicationStatus } from '../../states.ts';
import type { Locale } from '../locale.ts';

/**
 * Default catalog and the shape every other catalog must follow. Messages use ICU MessageFormat;
 * `{max, number}` formats with the locale, a bare `{max}` prints the value as given.
 */
export const esCO = {
  locale: {
    'es-CO': 'Colombia',
    'es-MX': 'México',
    'en-US': 'Estados Unidos',
  } satisfies Record<Locale, string>,
  employmentType: {
    FIXED_TERM: 'Término fijo',
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'Medio tiempo',
    CONTRACTOR: 'Prestación de servicios',
    TEMPORARY: 'Temporal',
    INTERN: 'Practicante',
    VOLUNTEER: 'Voluntariado',
    PER_DIEM: 'Por días',
    INTERNSHIP: 'Pasantía',
    OTHER: 'Otro',
    unknown: 'Sin especificar',
  } satisfies Record<EmploymentType, string>,
  educationLevel: {
    HIGH_SCHOOL: 'Bachillerato',
    ASSOCIATE_DEGREE: 'Técnico o tecnólogo',
    BACHELOR_DEGREE: 'Profesional',
    PROFESSIONAL_CERTIFICATE: 'Certificación profesional',
    POSTGRADUATE_DEGREE: 'Posgrado',
  } satisfies Record<EducationLevel, string>,
  salaryFrequency: {
    HOUR: 'Por hora',
    DAY: 'Diario',
    WEEK: 'Semanal',
    MONTH: 'Mensual',
    YEAR: 'Anual',
  } satisfies Record<SalaryFrequency, string>,
  currency: {
    COP: 'Pesos colombianos',
    MXN: 'Pesos mexicanos',
    USD: 'Dólares estadounidenses',
  } satisfies Record<Currency, string>,
  applicationStatus: {
    Sent: 'Postulación enviada',
    Hired: '¡Te contrataron!',
    Pending: 'Pendiente',
    Finalists: 'Eres finalista',
    Discarded: 'No continúas en el proceso',
    Validation: 'En validación',
  } satisfies Record<ApplicationStatus, string>,
  vacancyStatus: {
    draft: 'Borrador',
    published: 'Publicada',
    paused: 'Pausada',
    closed: 'Cerrada',
    expired: 'Vencida',
  } satisfies Record<VacancyStatus, string>,
  questionType: {
    unique: 'Selección única',
    multiple: 'Selección múltiple',
    openShort: 'Respuesta corta',
    openLong: 'Respuesta larga',
  } satisfies Record<QuestionType, string>,
  profileRequirement: {
    firstName: 'Nombres',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    cityBirthId: 'Ciudad de nacimiento',
    birthdate: 'Fecha de nacimiento',
    phone: 'Celular',
    latitude: 'Ubicación',
    longitude: 'Ubicación',
    countryCode: 'Indicativo del país',
    cityId: 'Ciudad de residencia',
    sex: 'Sexo',
    gender: 'Género',
    titleOrProfession: 'Profesión u oficio',
    salary: 'Aspiración salarial',
    salaryFrequencyId: 'Frecuencia del salario',
    currencyPayId: 'Moneda del salario',
    identificationNumber: 'Número de documento',
    identificationType: 'Tipo de documento',
    civilStatus: 'Estado civil',
    address: 'Dirección',
    experiences: 'Experiencia laboral',
    studies: 'Estudios',
  } satisfies Record<ProfileRequirement, string>,
  validationIssue: {
    required: 'Este campo es obligatorio',
    tooLong: 'Escribe máximo {max, number} caracteres',
    notSelected: 'Selecciona una opción',
    invalidDate: 'Escribe una fecha válida',
    dateInFuture: 'La fecha no puede ser posterior a hoy',
    endBeforeStart: 'La fecha de finalización no puede ser anterior a la de inicio',
    endLessThanOneMonthAfterStart:
      'La fecha de finalización debe ser al menos un mes después de la de inicio',
    endDateWithStudyInProgress: 'Si todavía estás estudiando, no pongas fecha de finalización',
    endDateOrStudyInProgressRequired: 'Pon la fecha de finalización o marca que todavía estás estudiando',
    endDateWithCurrentJob: 'Si todavía trabajas aquí, no pongas fecha de finalización',
    endDateOrCurrentJobRequired: 'Pon la fecha de finalización o marca que todavía trabajas aquí',
  } satisfies Record<ValidationIssueCode, string>,
  validation: {
    invalidEmail: 'Escribe un correo electrónico válido',
    termsNotAccepted: 'Para postularte, primero acepta los términos y condiciones',
    profileIncomplete: 'Completa tu hoja de vida para postularte',
  },
  apiError: {
    routeNotFound: 'No encontramos la ruta {method} {url}',
    notInteger: 'El parámetro {param} debe ser un número entero',
    belowMinimum: 'El parámetro {param} debe ser mayor o igual a {min}',
    aboveMaximum: 'El parámetro {param} debe ser menor o igual a {max}',
    tooShort: 'El parámetro {param} debe tener al menos {min} caracteres',
    tooLong: 'El parámetro {param} debe tener como máximo {max} caracteres',
    tooFewItems: 'El parámetro {param} debe tener al menos {min} elementos',
    tooManyItems: 'El parámetro {param} debe tener como máximo {max} elementos',
    unknownParameters: 'Estos parámetros no existen: {names}',
    invalidFormat: 'El parámetro {param} no tiene un formato válido',
    integerOutOfRange: 'El parámetro {param} debe ser un número entero entre {min} y {max}',
    invalidParameter: 'El parámetro {param} no es válido',
    missingParameter: 'Falta el parámetro {param}',
    invalidOption: 'El parámetro {param} debe ser uno de estos valores: {options}',
    invalidBody: 'Los datos enviados no son válidos',
    unauthorized: 'Inicia sesión para continuar',
    invalidCredentials: 'El correo o la contraseña no son correctos',
    sessionExpired: 'Tu sesión se venció. Inicia sesión de nuevo',
    forbidden: 'No tienes permiso para hacer esto',
    notFound: 'No encontramos lo que buscas',
    vacancyNotFound: 'Esta vacante no existe',
    vacancyExpired: 'Esta vacante ya cerró. Mira otras ofertas parecidas',
    alreadyApplied: 'Ya te postulaste a esta vacante',
    termsNotAccepted: 'Para postularte, primero acepta los términos y condiciones',
    profileIncomplete: 'Completa tu hoja de vida para postularte',
    emailTaken: 'Ya hay una cuenta con este correo',
    tooManyRequests: 'Hiciste demasiados intentos. Espera un momento y vuelve a intentarlo',
    payloadTooLarge: 'El archivo es demasiado pesado. El máximo es {maxMegabytes, number} MB',
    internal: 'Algo salió mal de nuestro lado. Intenta de nuevo en unos minutos',
  },
  publishDate: {
    today: 'Hoy',
    yesterday: 'Ayer',
    daysAgo: 'Hace {count, plural, one {# día} other {# días}}',
    weeksAgo: 'Hace {count, plural, one {# semana} other {# semanas}}',
    monthsAgo: 'Hace {count, plural, one {# mes} other {# meses}}',
    yearsAgo: 'Hace {count, plural, one {# año} other {# años}}',
  },
  salary: {
    toAgree: 'A convenir',
    range: '{min} - {max}',
    from: 'Desde {min}',
    upTo: 'Hasta {max}',
  },
  requiredExperience: {
    none: 'Sin experiencia',
    months: '{months, plural, one {# mes} other {# meses}} de experiencia',
    years: '{years, plural, one {# año} other {# años}} de experiencia',
    yearsAndMonths:
      '{years, plural, one {# año} other {# años}} y {months, plural, one {# mes} other {# meses}} de experiencia',
  },
};

type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };

/** Every catalog has exactly the keys of es-CO: a missing or extra message fails the typecheck. */
export type Catalog = CatalogShape<typeof esCO>;
