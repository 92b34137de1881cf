import { inject } from 'vitest';
import type { Site } from '../page-types.ts';

/** The shared end-to-end server, as the page-type list looks paths up on it. */
export function e2eSite(): Site {
  return { baseUrl: inject('e2eBaseUrl'), ...inject('e2eFixtures') };
}
