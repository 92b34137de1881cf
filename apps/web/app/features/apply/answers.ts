import type { JobQuestion, QuestionAnswerDraft } from '@camello/domain';

/** The answers a posted questionnaire holds: `answer.{questionId}`, one value or several (multiple). */
export function answersOf(form: FormData, questions: readonly JobQuestion[]): QuestionAnswerDraft[] {
  return questions.flatMap((question): QuestionAnswerDraft[] => {
    const name = `answer.${question.id}`;
    if (question.type === 'openShort' || question.type === 'openLong') {
      const text = form.get(name);
      return typeof text === 'string' && text.trim() !== '' ? [{ questionId: question.id, text }] : [];
    }
    const optionIds = form.getAll(name).filter((value): value is string => typeof value === 'string');
    return optionIds.length > 0 ? [{ questionId: question.id, optionIds }] : [];
  });
}
