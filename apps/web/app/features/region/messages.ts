import { featureMessages } from '../../i18n/index.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };

/** The texts of the region modal and page, in their lazy chunk and route only. */
export const regionMessages = featureMessages<keyof typeof esCO>({
  'es-CO': esCO,
  'es-MX': esMX,
  'en-US': enUS,
});
