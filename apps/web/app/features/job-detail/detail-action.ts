/**
 * `detailAction` (spec §2): what a link asks the vacancy it names to do once shown. `share` opens
 * the share menu; `apply` brings the visitor to the apply card with its button focused (applying
 * needs an account, so the visitor still chooses to go and sign in).
 */
export type DetailAction = 'apply' | 'share';

const DETAIL_ACTIONS: readonly string[] = ['apply', 'share'] satisfies DetailAction[];

/**
 * The `detailAction` of a URL; any other value is ignored. Back from signing in to apply, the
 * pending `action=apply` (spec §2) asks the same.
 */
export function detailActionOf(search: URLSearchParams): DetailAction | null {
  const value = search.get('detailAction') ?? (search.get('action') === 'apply' ? 'apply' : null);
  return value !== null && DETAIL_ACTIONS.includes(value) ? (value as DetailAction) : null;
}
