import type { Db } from '@camello/db';

/** E-mail handed to the SMTP server, by its sender's key: what makes a retried send a no-op. */
export function mailDeliveriesRepository(db: Db) {
  return {
    async wasSent(key: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('select 1 from mail_deliveries where key = $1', [key]);
      return rows.length > 0;
    },
    async recordSent(key: string, tx: Db = db): Promise<void> {
      await tx.query('insert into mail_deliveries (key) values ($1) on conflict do nothing', [key]);
    },
  };
}
