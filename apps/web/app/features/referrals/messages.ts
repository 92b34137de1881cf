import { featureMessages } from '../../i18n/index.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };

/** The texts of the referral pages, in their routes' chunks only. */
export const referralMessages = featureMessages<keyof typeof esCO>({
  'es-CO': esCO,
  'es-MX': esMX,
  'en-US': enUS,
});

export type ReferralMessageKey = keyof typeof esCO;
