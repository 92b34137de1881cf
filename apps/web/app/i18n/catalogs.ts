import type { Locale } from '@camello/domain';
import { enUS } from './en-US.ts';
import { type Catalog, esCO } from './es-CO.ts';
import { esMX } from './es-MX.ts';

export const catalogs: Readonly<Record<Locale, Catalog>> = {
  'es-CO': esCO,
  'es-MX': esMX,
  'en-US': enUS,
};
