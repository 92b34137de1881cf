import type { TextLimitKind } from '../constants.ts';
import type { JobQuestion } from '../entities/candidate.ts';
import type { QuestionType } from '../enums.ts';
import type { FieldIssue } from './issues.ts';
import { optionalTextIssue } from './text-limits.ts';

/** A candidate's answer to one question: text for open questions, chosen option ids for the others. */
export type QuestionAnswerDraft = { questionId: string; text?: string; optionIds?: string[] };

/** An answer as it is kept: the text written, or the texts of the options chosen. */
export type AcceptedAnswer = { questionId: string; text: string | null; selectedOptions: string[] };

/** Issues are keyed by question id, so that each message shows under its question. */
export type QuestionnaireIssue = FieldIssue<string>;

const TEXT_LIMIT_OF: Partial<Record<QuestionType, TextLimitKind>> = {
  openShort: 'shortQuestion',
  openLong: 'longQuestion',
};

const isOpen = (type: QuestionType) => type === 'openShort' || type === 'openLong';

function answerIssue(question: JobQuestion, answer: QuestionAnswerDraft | undefined) {
  const text = answer?.text?.trim() ?? '';
  const optionIds = answer?.optionIds ?? [];
  const limit = TEXT_LIMIT_OF[question.type];
  if (limit) {
    if (optionIds.length > 0) return { code: 'invalidOption' as const };
    if (text === '') return question.required ? { code: 'required' as const } : null;
    return optionalTextIssue(text, limit);
  }
  if (text !== '') return { code: 'invalidOption' as const };
  if (optionIds.length === 0) return question.required ? { code: 'notSelected' as const } : null;
  const known = new Set(question.options.map((option) => option.id));
  const distinct = new Set(optionIds);
  if (distinct.size !== optionIds.length || optionIds.some((id) => !known.has(id)))
    return { code: 'invalidOption' as const };
  if (question.type === 'unique' && optionIds.length > 1) return { code: 'invalidOption' as const };
  return null;
}

/**
 * Checks a vacancy's questionnaire answers (spec §3 question types, §5 text limits): every
 * required question answered, each answer of its question's kind (text for open questions, known
 * options for choice ones, one for `unique`), open answers within 140 or 2500 characters, and no
 * answer to a question the vacancy does not ask. Answers the issues, or the answers to keep.
 */
export function checkQuestionnaireAnswers(
  questions: readonly JobQuestion[],
  answers: readonly QuestionAnswerDraft[],
): { issues: QuestionnaireIssue[]; accepted: AcceptedAnswer[] } {
  const issues: QuestionnaireIssue[] = [];
  const byQuestion = new Map<string, QuestionAnswerDraft>();
  for (const answer of answers) {
    const asked = questions.some((question) => question.id === answer.questionId);
    if (!asked) issues.push({ field: answer.questionId, code: 'unknownQuestion' });
    else if (byQuestion.has(answer.questionId))
      issues.push({ field: answer.questionId, code: 'invalidOption' });
    else byQuestion.set(answer.questionId, answer);
  }
  const accepted: AcceptedAnswer[] = [];
  for (const question of questions) {
    const answer = byQuestion.get(question.id);
    const issue = answerIssue(question, answer);
    if (issue) {
      if (!issues.some((known) => known.field === question.id)) issues.push({ field: question.id, ...issue });
      continue;
    }
    const text = answer?.text?.trim() ?? '';
    const optionIds = new Set(answer?.optionIds ?? []);
    if (isOpen(question.type) ? text === '' : optionIds.size === 0) continue;
    accepted.push({
      questionId: question.id,
      text: isOpen(question.type) ? text : null,
      selectedOptions: question.options
        .filter((option) => optionIds.has(option.id))
        .map((option) => option.text),
    });
  }
  return { issues, accepted };
}
