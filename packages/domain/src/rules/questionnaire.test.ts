import { describe, expect, it } from 'vitest';
import type { JobQuestion } from '../entities/candidate.ts';
import { checkQuestionnaireAnswers, type QuestionAnswerDraft } from './questionnaire.ts';

const options = (...texts: string[]) => texts.map((text, index) => ({ id: String(index + 1), text }));

const questions: JobQuestion[] = [
  {
    id: 'turno',
    text: '¿Qué turno prefieres?',
    type: 'unique',
    required: true,
    options: options('Día', 'Noche'),
  },
  {
    id: 'idiomas',
    text: '¿Qué idiomas hablas?',
    type: 'multiple',
    required: false,
    options: options('Inglés', 'Francés', 'Portugués'),
  },
  { id: 'tarjeta', text: 'Número de tarjeta profesional', type: 'openShort', required: true, options: [] },
  { id: 'motivo', text: '¿Por qué quieres trabajar aquí?', type: 'openLong', required: false, options: [] },
];

const valid: QuestionAnswerDraft[] = [
  { questionId: 'turno', optionIds: ['2'] },
  { questionId: 'tarjeta', text: '  TP-12345 ' },
];

describe('checkQuestionnaireAnswers', () => {
  it('accepts the required answers alone, keeping option texts and trimmed text', () => {
    expect(checkQuestionnaireAnswers(questions, valid)).toEqual({
      issues: [],
      accepted: [
        { questionId: 'turno', text: null, selectedOptions: ['Noche'] },
        { questionId: 'tarjeta', text: 'TP-12345', selectedOptions: [] },
      ],
    });
  });

  it('keeps optional answers, several options for a multiple question, and drops blank optional ones', () => {
    const { issues, accepted } = checkQuestionnaireAnswers(questions, [
      ...valid,
      { questionId: 'idiomas', optionIds: ['3', '1'] },
      { questionId: 'motivo', text: '   ' },
    ]);
    expect(issues).toEqual([]);
    expect(accepted.map((answer) => answer.questionId)).toEqual(['turno', 'idiomas', 'tarjeta']);
    expect(accepted[1]?.selectedOptions).toEqual(['Inglés', 'Portugués']);
  });

  it('asks for every required answer: an option, or text that is not only blanks', () => {
    expect(checkQuestionnaireAnswers(questions, [{ questionId: 'tarjeta', text: ' \n ' }]).issues).toEqual([
      { field: 'turno', code: 'notSelected' },
      { field: 'tarjeta', code: 'required' },
    ]);
  });

  it('holds short answers to 140 characters and long ones to 2500, counting characters as people do', () => {
    const answers = (short: string, long: string) => [
      { questionId: 'turno', optionIds: ['1'] },
      { questionId: 'tarjeta', text: short },
      { questionId: 'motivo', text: long },
    ];
    expect(checkQuestionnaireAnswers(questions, answers('a'.repeat(140), 'ñ'.repeat(2500))).issues).toEqual(
      [],
    );
    expect(checkQuestionnaireAnswers(questions, answers('😀'.repeat(140), 'b'.repeat(2500))).issues).toEqual(
      [],
    );
    expect(checkQuestionnaireAnswers(questions, answers('a'.repeat(141), 'b'.repeat(2501))).issues).toEqual([
      { field: 'tarjeta', code: 'tooLong', max: 140 },
      { field: 'motivo', code: 'tooLong', max: 2500 },
    ]);
  });

  it('refuses answers of the wrong kind, unknown or repeated options, and two options for a unique question', () => {
    const wrong: QuestionAnswerDraft[][] = [
      [{ questionId: 'turno', text: 'Día' }],
      [{ questionId: 'turno', optionIds: ['1', '2'] }],
      [{ questionId: 'turno', optionIds: ['3'] }],
      [{ questionId: 'turno', optionIds: ['Día'] }],
      [{ questionId: 'idiomas', optionIds: ['1', '1'] }],
      [{ questionId: 'tarjeta', optionIds: ['1'] }],
    ];
    for (const answers of wrong) {
      const field = answers[0]?.questionId;
      const others = valid.filter((answer) => answer.questionId !== field);
      expect(
        checkQuestionnaireAnswers(questions, [...others, ...answers]).issues,
        JSON.stringify(answers),
      ).toEqual([{ field, code: 'invalidOption' }]);
    }
  });

  it('refuses an answer to a question the vacancy does not ask, and a second answer to the same one', () => {
    expect(
      checkQuestionnaireAnswers(questions, [
        ...valid,
        { questionId: 'otra', text: 'hola' },
        { questionId: 'turno', optionIds: ['1'] },
      ]).issues,
    ).toEqual([
      { field: 'otra', code: 'unknownQuestion' },
      { field: 'turno', code: 'invalidOption' },
    ]);
  });

  it('accepts no answers for a vacancy without questions', () => {
    expect(checkQuestionnaireAnswers([], [])).toEqual({ issues: [], accepted: [] });
  });
});
