import type { SeededCity } from './places.ts';
import { createWeightedPicker, type Random } from './random.ts';
import { UniqueSlugs } from './slug.ts';

export type CompanyDraft = {
  id: string;
  slug: string;
  name: string;
  countryIso2: 'co' | 'mx' | 'us';
  sectorId: number;
  parentIndex: number | null;
  headquartersCityId: number;
  description: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  websiteUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
  youtubeUrl: string | null;
  tiktokUrl: string | null;
  xUrl: string | null;
  jobSiteKind: 0 | 1;
  frameAncestors: string[];
};

type SectorRef = { id: number; name: string };

// Nouns that go before the distinctive word ("Clínica Guayacán") or after it ("Cóndor Software").
const sectorNouns: Readonly<Record<string, { before: string[]; after: string[] }>> = {
  'Tecnología e informática': {
    before: ['Soluciones Digitales', 'Sistemas'],
    after: ['Software', 'Tech', 'Labs', 'Data'],
  },
  Salud: { before: ['Clínica', 'IPS', 'Centro Médico', 'Laboratorio Clínico', 'Unidad Médica'], after: [] },
  Educación: { before: ['Colegio', 'Instituto', 'Centro de Idiomas', 'Corporación Educativa'], after: [] },
  'Comercio y ventas': { before: ['Distribuidora', 'Comercializadora', 'Importadora'], after: [] },
  'Banca y servicios financieros': {
    before: ['Financiera', 'Cooperativa Financiera', 'Fondo de Empleados'],
    after: [],
  },
  Seguros: { before: ['Seguros', 'Aseguradora', 'Corredores de Seguros'], after: [] },
  'Manufactura e industria': { before: ['Industrias', 'Manufacturas', 'Metalmecánica'], after: [] },
  'Construcción e infraestructura': {
    before: ['Constructora', 'Ingeniería y Obras', 'Obras Civiles'],
    after: [],
  },
  'Transporte y logística': { before: ['Transportes', 'Logística', 'Carga y Mensajería'], after: [] },
  Agroindustria: { before: ['Agroindustrial', 'Cultivos', 'Avícola', 'Flores'], after: [] },
  'Alimentos y bebidas': { before: ['Alimentos', 'Lácteos', 'Panificadora', 'Bebidas'], after: [] },
  'Hotelería y turismo': { before: ['Hotel', 'Hoteles', 'Viajes y Turismo'], after: [] },
  'Restaurantes y gastronomía': { before: ['Restaurante', 'Parrilla', 'Asadero', 'Cocina'], after: [] },
  Minería: { before: ['Minera', 'Carbones', 'Minerales'], after: [] },
  'Petróleo y gas': { before: ['Petroservicios', 'Servicios Petroleros'], after: ['Energy'] },
  'Energía y servicios públicos': { before: ['Energía', 'Redes Eléctricas', 'Aguas'], after: [] },
  Telecomunicaciones: { before: ['Telecomunicaciones', 'Conectividad'], after: ['Fibra', 'Net'] },
  'Sector público': { before: ['Instituto de Desarrollo', 'Empresa de Desarrollo Urbano'], after: [] },
  'Consultoría empresarial': { before: ['Consultores', 'Asesores'], after: ['Consulting', 'Advisory'] },
  'Servicios jurídicos': { before: ['Abogados', 'Asesores Legales'], after: [] },
  'Medios y comunicación': { before: ['Comunicaciones', 'Producciones', 'Medios'], after: [] },
  'Publicidad y mercadeo': { before: ['Agencia', 'Publicidad'], after: ['Creativos', 'Marketing'] },
  'Contact center y BPO': { before: ['Servicios Integrales'], after: ['Contact Center', 'BPO'] },
  'Textil y confección': { before: ['Confecciones', 'Textiles'], after: ['Moda'] },
  Farmacéutica: { before: ['Laboratorios', 'Farmacéutica', 'Droguerías'], after: [] },
  Automotriz: { before: ['Autopartes', 'Concesionario'], after: ['Motors', 'Autos'] },
  Inmobiliaria: { before: ['Inmobiliaria', 'Bienes Raíces'], after: [] },
  'Seguridad privada': { before: ['Seguridad', 'Vigilancia y Seguridad'], after: [] },
  'Aseo y mantenimiento': { before: ['Aseo', 'Servicios Generales', 'Limpieza Integral'], after: [] },
  'Retail y grandes superficies': { before: ['Supermercados', 'Almacenes', 'Tiendas'], after: [] },
  'ONG y cooperación internacional': { before: ['Fundación', 'Corporación', 'Asociación'], after: [] },
  'Cultura y entretenimiento': { before: ['Producciones', 'Eventos', 'Teatro'], after: [] },
  'Deporte y bienestar': { before: ['Gimnasios', 'Centro Deportivo'], after: ['Fitness'] },
  'Química y plásticos': { before: ['Químicos', 'Plásticos', 'Pinturas'], after: [] },
  'Medio ambiente': { before: ['Gestión Ambiental', 'Reciclaje'], after: ['Ambiental'] },
  'Recursos humanos y empleo temporal': {
    before: ['Temporales', 'Servicios Temporales'],
    after: ['Talento'],
  },
};

const distinctiveWords = [
  'Andina',
  'Caribe',
  'Pacífico',
  'Cafetera',
  'Llanera',
  'Cóndor',
  'Orquídea',
  'Guayacán',
  'Ceiba',
  'Samán',
  'Nevado',
  'Altiplano',
  'Magdalena',
  'Sinú',
  'Tayrona',
  'Quimbaya',
  'Muisca',
  'Zenú',
  'El Dorado',
  'Horizonte',
  'Aurora',
  'Cordillera',
  'Colibrí',
  'Jaguar',
  'Frailejón',
  'Esmeralda',
  'Monserrate',
  'Farallones',
  'Bahía',
  'Alborada',
  'Vértice',
  'Nexo',
  'Cima',
  'Prisma',
  'Delta',
  'Brío',
  'Altamira',
  'Acuarela',
  'Arrayán',
  'Nogal',
  'Roble',
  'Cedro',
  'Almendro',
  'Cacao',
  'Guadua',
  'Yarumo',
  'Ocobo',
  'Chicamocha',
  'Quindío',
  'Galeras',
  'Tequendama',
  'Sabana',
  'Macondo',
  'Bochica',
  'Tairona',
  'Atrato',
  'Cocora',
  'Ráquira',
  'Puracé',
  'Paramillo',
  'Iguaque',
  'Suratá',
  'Orión',
  'Polaris',
  'Faro',
  'Brújula',
  'Ámbar',
  'Cobalto',
  'Índigo',
  'Granate',
  'Mandala',
  'Sendero',
  'Puente',
  'Raíces',
  'Semilla',
  'Cosecha',
  'Ventura',
  'Fortuna',
  'Progreso',
  'Integral',
  'Unión',
  'Avanza',
  'Crece',
  'Vital',
  'Nova',
  'Zafiro',
  'Topacio',
  'Girasol',
  'Palmera',
  'Ensueño',
  'Mirador',
];

const surnames = [
  'Restrepo',
  'Gómez',
  'Rodríguez',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'Ramírez',
  'Vargas',
  'Castro',
  'Jaramillo',
  'Ospina',
  'Uribe',
  'Londoño',
  'Mejía',
  'Arango',
  'Botero',
  'Cárdenas',
  'Valencia',
  'Quintero',
  'Zuluaga',
  'Echeverri',
  'Salazar',
  'Ríos',
  'Duque',
  'Moreno',
  'Rojas',
  'Cifuentes',
  'Pardo',
  'Suárez',
  'Villegas',
  'Toro',
  'Giraldo',
  'Henao',
  'Correa',
  'Pineda',
  'Bernal',
  'Acosta',
  'Ochoa',
  'Montoya',
];

const regions = [
  'del Caribe',
  'de Occidente',
  'del Pacífico',
  'de Colombia',
  'del Llano',
  'del Eje Cafetero',
  'de la Costa',
  'del Oriente',
  'del Sur',
  'del Norte',
  'de los Andes',
  'del Valle',
  'de Santander',
  'de Antioquia',
];

const palette = [
  ['#0b7a75', '#f2a541'],
  ['#1d3557', '#e63946'],
  ['#2a9d8f', '#264653'],
  ['#6a4c93', '#ffca3a'],
  ['#005f73', '#ee9b00'],
  ['#3a5a40', '#a3b18a'],
  ['#9b2226', '#e9d8a6'],
  ['#023e8a', '#48cae4'],
  ['#7b2cbf', '#c77dff'],
  ['#d62828', '#003049'],
  ['#386641', '#f2e8cf'],
  ['#14213d', '#fca311'],
  ['#b5179e', '#4cc9f0'],
  ['#283618', '#dda15e'],
  ['#0077b6', '#90e0ef'],
  ['#8338ec', '#ff006e'],
] as const;

const foundingYears = [1948, 1962, 1975, 1983, 1991, 1998, 2004, 2009, 2012, 2016, 2019, 2021];

export type CompanyGeneration = {
  random: Random;
  sectors: SectorRef[];
  cities: SeededCity[];
  count: { co: number; mx: number; us: number };
};

/** Realistic, clearly fictitious employers, with brands grouped under a few holding companies. */
export function generateCompanies({ random, sectors, cities, count }: CompanyGeneration): CompanyDraft[] {
  const names = new Set<string>();
  const slugs = new UniqueSlugs();
  const cityPickers = {
    co: cityPicker(cities.filter((city) => city.countryIso2 === 'co')),
    mx: cityPicker(cities.filter((city) => city.countryIso2 === 'mx')),
    us: cityPicker(cities.filter((city) => city.countryIso2 === 'us')),
  };
  const companies: CompanyDraft[] = [];
  const add = (
    countryIso2: CompanyDraft['countryIso2'],
    sector: SectorRef,
    name: string,
    parent: number | null,
  ) => {
    names.add(name);
    const slug = slugs.take(name.replace(/ (S\.A\.S\.|S\.A\.|S\.A\. de C\.V\.|LLC|Inc\.)$/, ''));
    const [primaryColor, secondaryColor] = random.pick(palette);
    const hasSocial = random.chance(0.6);
    const handle = slug.replace(/-/g, '');
    const isPrivate = parent === null && random.chance(0.05);
    companies.push({
      id: random.uuid(),
      slug,
      name,
      countryIso2,
      sectorId: sector.id,
      parentIndex: parent,
      headquartersCityId: cityPickers[countryIso2](random).id,
      description: describeCompany(random, name, sector.name, countryIso2),
      logoUrl: random.chance(0.45) ? initialsLogo(name, primaryColor) : null,
      primaryColor,
      secondaryColor,
      websiteUrl: random.chance(0.7) ? `https://${handle}.example.com` : null,
      facebookUrl: hasSocial ? `https://www.facebook.com/${handle}` : null,
      instagramUrl: hasSocial && random.chance(0.8) ? `https://www.instagram.com/${handle}` : null,
      linkedinUrl: hasSocial ? `https://www.linkedin.com/company/${slug}` : null,
      youtubeUrl: hasSocial && random.chance(0.3) ? `https://www.youtube.com/@${handle}` : null,
      tiktokUrl: hasSocial && random.chance(0.2) ? `https://www.tiktok.com/@${handle}` : null,
      xUrl: hasSocial && random.chance(0.3) ? `https://x.com/${handle}` : null,
      jobSiteKind: isPrivate ? 0 : 1,
      frameAncestors: isPrivate ? [`https://empleos.${handle}.example.com`] : [],
    });
    return companies.length - 1;
  };

  // Holding companies with two or three brands each.
  for (let group = 0; group < 5; group++) {
    const sector = random.pick(sectors);
    const parentName = uniqueName(names, () => `Grupo ${random.pick(distinctiveWords)} S.A.`);
    const parent = add('co', sector, parentName, null);
    for (let brand = random.int(2, 3); brand > 0; brand--) {
      add(
        'co',
        sector,
        uniqueName(names, () => colombianName(random, sector)),
        parent,
      );
    }
  }
  while (companies.length < count.co) {
    const sector = random.pick(sectors);
    add(
      'co',
      sector,
      uniqueName(names, () => colombianName(random, sector)),
      null,
    );
  }
  for (let index = 0; index < count.mx; index++) {
    const sector = random.pick(sectors);
    add(
      'mx',
      sector,
      uniqueName(names, () => `${baseName(random, sector)} S.A. de C.V.`),
      null,
    );
  }
  for (let index = 0; index < count.us; index++) {
    const sector = random.pick(sectors);
    const suffix = random.chance(0.5) ? 'LLC' : 'Inc.';
    add(
      'us',
      sector,
      uniqueName(names, () => `${random.pick(distinctiveWords)} Latino ${suffix}`),
      null,
    );
  }
  return companies;
}

function colombianName(random: Random, sector: SectorRef): string {
  const base = random.chance(0.15)
    ? `${random.pick(surnames)} ${random.pick(surnames)} y Cía.`
    : baseName(random, sector);
  const region = random.chance(0.2) ? ` ${random.pick(regions)}` : '';
  const legal = random.weighted(['S.A.S.', 'S.A.', ''], [70, 15, 15]);
  return `${base}${region}${legal ? ` ${legal}` : ''}`;
}

function baseName(random: Random, sector: SectorRef): string {
  const nouns = sectorNouns[sector.name] ?? { before: ['Inversiones'], after: [] };
  const word = random.chance(0.2) ? random.pick(surnames) : random.pick(distinctiveWords);
  if (nouns.after.length > 0 && random.chance(0.4)) return `${word} ${random.pick(nouns.after)}`;
  return `${random.pick(nouns.before)} ${word}`;
}

function uniqueName(taken: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const name = make();
    if (!taken.has(name)) return name;
  }
  throw new Error('Ran out of distinct company names');
}

function describeCompany(random: Random, name: string, sectorName: string, countryIso2: string): string {
  const country = { co: 'colombiana', mx: 'mexicana', us: 'con sede en Estados Unidos' }[countryIso2];
  const year = random.pick(foundingYears);
  const people = random.pick(['50', '120', '300', '800', '1.500', '4.000']);
  return (
    `${name} es una empresa ${country} del sector ${sectorName.toLowerCase()}, fundada en ${year}. ` +
    `Hoy somos más de ${people} personas comprometidas con un servicio cercano y de calidad, ` +
    'y creemos en el crecimiento de nuestro equipo.'
  );
}

/** A small SVG logo with the company's initials, inline so that no file has to be served. */
function initialsLogo(name: string, color: string): string {
  const initials = name
    .replace(/ (S\.A\.S\.|S\.A\.|S\.A\. de C\.V\.|LLC|Inc\.|y Cía\.)$/g, '')
    .split(/\s+/)
    .filter((word) => /^[A-ZÁÉÍÓÚÑ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="${color}"/>` +
    `<text x="48" y="60" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" fill="#ffffff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function cityPicker(cities: SeededCity[]): (random: Random) => SeededCity {
  return createWeightedPicker(cities, cities.map(cityWeight));
}

/** Larger cities hold more employers and more vacancies (roughly Zipf by population rank). */
export function cityWeight(city: SeededCity): number {
  if (city.countryIso2 !== 'co') return 1;
  return city.populationRank ? 100 / city.populationRank : 0.05;
}
