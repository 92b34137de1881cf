import type { Db } from '../driver/db.ts';

type BookSeed = {
  title: string;
  author: string;
  /** First publication (a span for works published in parts). */
  year: string;
  category: 'Novela' | 'Cuento' | 'Poesía' | 'Teatro' | 'Ensayo';
  about: string;
  /** A Project Gutenberg ebook number, only where it is certain; else the catalogue's search. */
  gutenbergId?: number;
};

/**
 * The digital library: classics written in Spanish, in the public domain, with their real authors
 * and years. Each links to Project Gutenberg, which lends public-domain books for free: to the
 * ebook where its number is certain, else to a search of its catalogue by title and author.
 */
const books: readonly BookSeed[] = [
  {
    title: 'María',
    author: 'Jorge Isaacs',
    year: '1867',
    category: 'Novela',
    about: 'La gran novela romántica colombiana, en una hacienda del Valle del Cauca.',
  },
  {
    title: 'De sobremesa',
    author: 'José Asunción Silva',
    year: '1925',
    category: 'Novela',
    about: 'La única novela del poeta bogotano, publicada tras su muerte.',
  },
  {
    title: 'Manuela',
    author: 'Eugenio Díaz Castro',
    year: '1858',
    category: 'Novela',
    about: 'Novela de costumbres de la Colombia rural del siglo XIX.',
  },
  {
    title: 'El alférez real',
    author: 'Eustaquio Palacios',
    year: '1886',
    category: 'Novela',
    about: 'Novela histórica de la Cali colonial.',
  },
  {
    title: 'Don Quijote de la Mancha',
    author: 'Miguel de Cervantes Saavedra',
    year: '1605–1615',
    category: 'Novela',
    about: 'Las aventuras del hidalgo que quiso ser caballero andante.',
    gutenbergId: 2000,
  },
  {
    title: 'Novelas ejemplares',
    author: 'Miguel de Cervantes Saavedra',
    year: '1613',
    category: 'Cuento',
    about: 'Doce novelas cortas de Cervantes.',
  },
  {
    title: 'Lazarillo de Tormes',
    author: 'Anónimo',
    year: '1554',
    category: 'Novela',
    about: 'La vida de un pícaro que sirve a varios amos: la primera novela picaresca.',
  },
  {
    title: 'La Celestina',
    author: 'Fernando de Rojas',
    year: '1499',
    category: 'Teatro',
    about: 'La tragicomedia de Calisto y Melibea.',
  },
  {
    title: 'La vida es sueño',
    author: 'Pedro Calderón de la Barca',
    year: '1635',
    category: 'Teatro',
    about: 'Segismundo, el libre albedrío y el sueño de la vida.',
  },
  {
    title: 'Fuenteovejuna',
    author: 'Lope de Vega',
    year: '1619',
    category: 'Teatro',
    about: 'Un pueblo entero responde ante el abuso de poder.',
  },
  {
    title: 'Marianela',
    author: 'Benito Pérez Galdós',
    year: '1878',
    category: 'Novela',
    about: 'La historia de una joven lazarillo en un pueblo minero.',
  },
  {
    title: 'Doña Perfecta',
    author: 'Benito Pérez Galdós',
    year: '1876',
    category: 'Novela',
    about: 'Un ingeniero joven frente a la intolerancia de un pueblo.',
  },
  {
    title: 'La Regenta',
    author: 'Leopoldo Alas «Clarín»',
    year: '1884–1885',
    category: 'Novela',
    about: 'Ana Ozores y la vida de provincias en Vetusta.',
  },
  {
    title: 'Pepita Jiménez',
    author: 'Juan Valera',
    year: '1874',
    category: 'Novela',
    about: 'Novela en cartas de un seminarista enamorado.',
  },
  {
    title: 'El sombrero de tres picos',
    author: 'Pedro Antonio de Alarcón',
    year: '1874',
    category: 'Novela',
    about: 'Una historia de enredos en un molino andaluz.',
  },
  {
    title: 'Rimas',
    author: 'Gustavo Adolfo Bécquer',
    year: '1871',
    category: 'Poesía',
    about: 'Los poemas breves del romanticismo español.',
  },
  {
    title: 'Leyendas',
    author: 'Gustavo Adolfo Bécquer',
    year: '1871',
    category: 'Cuento',
    about: 'Relatos fantásticos y de misterio.',
  },
  {
    title: 'Azul…',
    author: 'Rubén Darío',
    year: '1888',
    category: 'Poesía',
    about: 'Cuentos y poemas que abrieron el modernismo.',
  },
  {
    title: 'Martín Fierro',
    author: 'José Hernández',
    year: '1872',
    category: 'Poesía',
    about: 'El poema del gaucho argentino.',
  },
  {
    title: 'Facundo',
    author: 'Domingo Faustino Sarmiento',
    year: '1845',
    category: 'Ensayo',
    about: 'Civilización y barbarie en la Argentina del siglo XIX.',
  },
  {
    title: 'Ariel',
    author: 'José Enrique Rodó',
    year: '1900',
    category: 'Ensayo',
    about: 'Un ensayo dirigido a la juventud de América.',
  },
  {
    title: 'Cuentos de la selva',
    author: 'Horacio Quiroga',
    year: '1918',
    category: 'Cuento',
    about: 'Cuentos de animales de la selva de Misiones.',
  },
  {
    title: 'Tradiciones peruanas',
    author: 'Ricardo Palma',
    year: '1872',
    category: 'Cuento',
    about: 'Relatos de la historia del Perú, de la Colonia a la República.',
  },
  {
    title: 'El Periquillo Sarniento',
    author: 'José Joaquín Fernández de Lizardi',
    year: '1816',
    category: 'Novela',
    about: 'Considerada la primera novela hispanoamericana, escrita en México.',
  },
  {
    title: 'Cumandá',
    author: 'Juan León Mera',
    year: '1879',
    category: 'Novela',
    about: 'Novela romántica ecuatoriana de la selva amazónica.',
  },
  {
    title: 'Niebla',
    author: 'Miguel de Unamuno',
    year: '1914',
    category: 'Novela',
    about: 'Augusto Pérez discute con su autor: la «nivola» de Unamuno.',
  },
];

const linkOf = (book: BookSeed) =>
  book.gutenbergId
    ? `https://www.gutenberg.org/ebooks/${book.gutenbergId}`
    : `https://www.gutenberg.org/ebooks/search/?query=${encodeURIComponent(`${book.title} ${book.author}`)}`;

/** The library's books, in the order above (Colombian classics first). */
export async function insertBooks(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO books (title, author, description, category, url, sort_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])`,
    [
      books.map((book) => book.title),
      books.map((book) => book.author),
      books.map((book) => `${book.about} (${book.year})`),
      books.map((book) => book.category),
      books.map(linkOf),
      books.map((_, index) => index + 1),
    ],
  );
}
