import { featureMessages } from '../../i18n/index.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };

/** Key of a text of the account pages (sign-in, sign-up, confirmation, password reset). */
export type AccountMessageKey = keyof typeof esCO;

/** The account pages' texts, in their chunk only. */
const accountMessages = featureMessages<AccountMessageKey>({ 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS });

/** The account texts in the page's language. */
export const useAccountMessages = accountMessages.useMessages;
/** The account texts in `locale`, for a loader's page title. */
export const accountMessagesOf = accountMessages.of;
