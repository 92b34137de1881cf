import { DEFAULT_LOCALE } from '@camello/domain';
import type { FastifyBaseLogger } from 'fastify';
import { applicationStatusMail } from '../../mail/application-status-mail.ts';
import type { AppServices } from '../../services/app-services.ts';
import type { MoveOutcome } from './applicants-repository.ts';

type Moved = Extract<MoveOutcome, { kind: 'moved' }>;

/**
 * Tells a candidate their application moved: an e-mail in the company's words, handed to the
 * outbox (the queue's `send-mail` job: a failing SMTP server delays it, never loses it), keyed by
 * the move's event so that it goes out once.
 */
export function createStatusNotifier(services: AppServices, log: FastifyBaseLogger) {
  const { repositories, outbox } = services;
  return {
    async moved(companyId: string, { moved, eventId }: Moved, origin: string): Promise<void> {
      const recipient = await repositories.applicants.statusMailRecipientOf(companyId, moved.applicationId);
      if (!recipient || !outbox) return;
      const message = applicationStatusMail({
        locale: DEFAULT_LOCALE,
        to: recipient.email,
        name: recipient.firstName,
        companyName: recipient.companyName,
        vacancyTitle: recipient.vacancyTitle,
        status: moved.status,
        stageLabel: recipient.stageLabel,
        origin,
      });
      try {
        await outbox.send(message, `application-status:${eventId}`);
      } catch (error) {
        // The move stands; only its e-mail is missing, and the log says which.
        log.error({ err: error, eventId }, 'the status e-mail of an application could not be queued');
      }
    },
  };
}
