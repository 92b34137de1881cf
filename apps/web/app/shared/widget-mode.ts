/**
 * `?widgetType=iframe`: a company job site shown inside the company's own site (no header nor
 * footer, framing allowed for the company's origins). Shared because the root layout reads it.
 */
export function isWidgetRequest(search: URLSearchParams): boolean {
  return search.get('widgetType') === 'iframe';
}
