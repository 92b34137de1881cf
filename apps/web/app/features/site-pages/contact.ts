/**
 * The addresses the site pages give, here rather than in the shared site profile so that only
 * these pages' chunk carries them. An operator running their own instance changes them here and
 * in the legal texts (`packages/db/src/seed/legal-texts/`).
 */
export const contactEmails = {
  /** Questions, reported vacancies, companies that want to publish. */
  contact: 'contacto@camello.example',
  /** The channel for the rights over personal data (Ley 1581), named in the data policy. */
  personalData: 'datos@camello.example',
} as const;
