import { featureMessages } from '../../i18n/index.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };

/** The save button's texts, in its lazy chunk only: visitors never download them. */
export const jobStatesMessages = featureMessages<keyof typeof esCO>({
  'es-CO': esCO,
  'es-MX': esMX,
  'en-US': enUS,
});
