// What a page's scripts may import of the contracts: the routes of the calls they make and the
// helper that fills their paths, none of which loads zod.
export { browserCalls } from './browser-calls.ts';
export { type CallRoute, callPath, type PathParamNames } from './define-call.ts';
