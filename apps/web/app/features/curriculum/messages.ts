import { featureMessages } from '../../i18n/index.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };

export type CurriculumMessageKey = keyof typeof esCO;

/** The texts of `/hoja-de-vida`, in its route's chunk only. */
export const curriculumMessages = featureMessages<CurriculumMessageKey>({
  'es-CO': esCO,
  'es-MX': esMX,
  'en-US': enUS,
});
