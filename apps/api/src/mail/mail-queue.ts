import type { JobQueue, RetryPolicy } from '../infrastructure/queue/job-queue.ts';
import type { Repositories } from '../services/repositories.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** The queue of e-mail to send: a failing SMTP server delays a message, never loses it. */
export const SEND_MAIL = 'send-mail';

/**
 * About a day of retries: 30 s, 1, 2, 4… minutes, each at most an hour apart. A message still
 * refused after them stays in pg-boss as `failed`, where an operator can retry it.
 */
const MAIL_RETRY: RetryPolicy = { limit: 30, delaySeconds: 30, maxDelaySeconds: 3600 };

type SendMailJob = { key: string; message: OutgoingMail };

export type MailQueue = {
  /**
   * Queues `message` for sending. `key` names the message for good (`verify-email:<token id>`):
   * queueing it again, or a worker retrying it after it was handed to the SMTP server, sends
   * nothing. False when it was already queued.
   */
  send(message: OutgoingMail, key: string): Promise<boolean>;
};

/** Defines the `send-mail` queue and, unless `work` is false, works it with `mailer`. */
export async function startMailQueue(options: {
  queue: JobQueue;
  mailer: Mailer;
  deliveries: Repositories['mailDeliveries'];
  retry?: RetryPolicy;
  work?: boolean;
}): Promise<MailQueue> {
  const { queue, mailer, deliveries } = options;
  await queue.define(SEND_MAIL, { retry: options.retry ?? MAIL_RETRY, expireInSeconds: 120 });
  if (options.work !== false) {
    await queue.work<SendMailJob>(SEND_MAIL, async ({ key, message }) => {
      if (await deliveries.wasSent(key)) return;
      await mailer.send(message);
      await deliveries.recordSent(key);
    });
  }
  return {
    send: (message, key) => queue.enqueue(SEND_MAIL, { key, message } satisfies SendMailJob, { key }),
  };
}
