import type { Locale } from '@camello/domain';

/** A region of the region modal (spec §3 Region): its locale, flag, and name in its own language. */
export type Region = {
  readonly lang: Locale;
  readonly flag: string;
  readonly name: string;
  readonly language: string;
};

/** The regions of spec §1, Colombia (the default) first. Names are proper names, the same in every language. */
export const regions: readonly Region[] = [
  { lang: 'es-CO', flag: '🇨🇴', name: 'Colombia', language: 'Español' },
  { lang: 'es-MX', flag: '🇲🇽', name: 'México', language: 'Español' },
  { lang: 'en-US', flag: '🇺🇸', name: 'United States', language: 'English' },
];

export const regionOf = (locale: Locale): Region =>
  regions.find((region) => region.lang === locale) ?? (regions[0] as Region);
