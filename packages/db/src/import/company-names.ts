import { slugify } from '@camello/domain';

// Legal forms that end Colombian (and other Latin American) company names, as folded words:
// "S.A.S.", "S A S", "SAS", "Ltda.", "S. en C.", "E.S.P.", "BIC"... Longest first.
const LEGAL_FORMS = [
  's a de c v',
  's en c s',
  's de r l',
  'sa de cv',
  's en c',
  's a s',
  's a c',
  's r l',
  's p a',
  'e s p',
  'y cia',
  's a',
  'e u',
  'sas',
  'sac',
  'srl',
  'spa',
  'esp',
  'bic',
  'ltda',
  'limitada',
  'cia',
  'sa',
  'eu',
  'inc',
  'llc',
  'ltd',
  'corp',
].map((form) => form.split(' '));

/** The words of a name, folded, with the dots and commas of its abbreviations gone. */
function nameWords(name: string): string[] {
  return slugify(name, 1_000).split('-').filter(Boolean);
}

/**
 * The name of a company without its legal form, as folded words: "ADECCO COLOMBIA S A",
 * "Adecco Colombia S.A." and "Adecco Colombia SAS" are all "adecco colombia". Several forms may
 * follow each other ("S.A. E.S.P.", "S.A.S. BIC"); the first word always stays.
 */
export function companyKey(name: string): string[] {
  const words = nameWords(name);
  let end = words.length;
  for (let changed = true; changed; ) {
    changed = false;
    for (const form of LEGAL_FORMS) {
      if (end - form.length < 1) continue;
      if (form.every((word, position) => words[end - form.length + position] === word)) {
        end -= form.length;
        changed = true;
        break;
      }
    }
  }
  return words.slice(0, end);
}

/** The slug of a company created from its name: "Adecco Colombia S.A." → adecco-colombia. */
export function companySlugOf(name: string): string {
  return slugify(companyKey(name).join(' '));
}

// Employers that hide their name, as the dev set of real postings writes them: "Confidencial",
// "Empresa confidencial", "Importante empresa del sector", "Importante Clínica Odontológica",
// "Prestigiosa empresa", "Empresa líder", "Reservado".
const CONFIDENTIAL =
  /^(?:(?:empresa|compania|cliente) )?confidencial|^confidential$|^(?:importantes?|reconocid[ao]s?|prestigios[ao]s?|destacad[ao]s?) [a-z]|^empresa (?:importante|reconocida|lider|del sector)|^reservad[oa]$/;

/** Whether the employer's name hides the employer. */
export function isConfidentialEmployer(name: string): boolean {
  return CONFIDENTIAL.test(nameWords(name).join(' '));
}
