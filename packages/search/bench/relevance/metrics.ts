import type { DevPosting } from './dev-postings.ts';
import type { JudgedQuery, QueryKind } from './judged-queries.ts';

export type QueryScore = {
  kind: QueryKind;
  query: string;
  relevant: number;
  relevantIds: ReadonlySet<string>;
  /** Relevant results among the first 10, over min(10, relevant); null without relevant postings. */
  precisionAt10: number | null;
  /** Relevant results among the first 50, over min(50, relevant). */
  recallAt50: number | null;
  mustIncludeFound: number;
  mustIncludeTotal: number;
  /** Results in the first 10 that are not relevant (for negatives: not acceptable either). */
  wrongAt10: number;
};

/** Scores the results of a query, best first (must-include postings are looked for among all of them). */
export function scoreQuery(
  judged: JudgedQuery,
  results: readonly DevPosting[],
  relevant: readonly DevPosting[],
  isRelevant: (posting: DevPosting) => boolean,
): QueryScore {
  const relevantIds = new Set(relevant.map((posting) => posting.id));
  const top10 = results.slice(0, 10);
  const top50 = results.slice(0, 50);
  const hits10 = top10.filter(isRelevant).length;
  const hits50 = top50.filter(isRelevant).length;
  const resultIds = new Set(results.map((posting) => posting.id));
  const mustInclude = judged.mustInclude ?? [];
  const wrongAt10 = top10.filter(
    (posting) => !isRelevant(posting) && !(judged.acceptable?.test(posting.title) ?? false),
  ).length;
  return {
    kind: judged.kind,
    query: judged.query,
    relevant: relevant.length,
    relevantIds,
    precisionAt10: relevant.length === 0 ? null : hits10 / Math.min(10, relevant.length),
    recallAt50: relevant.length === 0 ? null : hits50 / Math.min(50, relevant.length),
    mustIncludeFound: mustInclude.filter((id) => resultIds.has(id)).length,
    mustIncludeTotal: mustInclude.length,
    wrongAt10,
  };
}

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

export function summarize(scores: readonly QueryScore[]) {
  const found = scores.reduce((sum, score) => sum + score.mustIncludeFound, 0);
  const total = scores.reduce((sum, score) => sum + score.mustIncludeTotal, 0);
  return {
    precisionAt10: mean(
      scores.flatMap((score) => (score.precisionAt10 === null ? [] : [score.precisionAt10])),
    ),
    recallAt50: mean(scores.flatMap((score) => (score.recallAt50 === null ? [] : [score.recallAt50]))),
    mustInclude: total === 0 ? '—' : `${found}/${total}`,
    wrongAt10: scores.reduce((sum, score) => sum + score.wrongAt10, 0),
  };
}
