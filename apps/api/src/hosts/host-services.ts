import type { Db } from '@camello/db';

/** What every host plugin receives from the application root. */
export type HostServices = { db: Db; now: () => Date };
