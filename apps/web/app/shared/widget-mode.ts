import type { QueryParam } from './application-params.ts';

/** The parameter of widget mode, as links inside a widget keep it. */
export const WIDGET_PARAM: QueryParam = ['widgetType', 'iframe'];

/**
 * `?widgetType=iframe`: a company job site shown inside the company's own site (no header nor
 * footer, framing allowed for the company's origins). Shared because the root layout reads it.
 */
export function isWidgetRequest(search: URLSearchParams): boolean {
  return search.get(WIDGET_PARAM[0]) === WIDGET_PARAM[1];
}
