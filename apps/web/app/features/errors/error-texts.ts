import type { MessageKey } from '../../i18n/index.ts';

export type ErrorTexts = { readonly title: MessageKey; readonly text: MessageKey };

/** The title and explanation of the error page for a status: 404, 410, other 4xx, or a server error. */
export function errorTextsOf(status: number): ErrorTexts {
  if (status === 404) return { title: 'error.notFound.title', text: 'error.notFound.text' };
  if (status === 410) return { title: 'error.gone.title', text: 'error.gone.text' };
  if (status >= 400 && status < 500) return { title: 'error.client.title', text: 'error.client.text' };
  return { title: 'error.server.title', text: 'error.server.text' };
}
