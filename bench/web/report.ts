export type BudgetRow = {
  readonly metric: string;
  readonly page: string;
  readonly measured: string;
  /** `≤ 140 KB`, `≥ 95`, or `—` for a figure without a budget. */
  readonly budget: string;
  /** null when the figure has no budget. */
  readonly withinBudget: boolean | null;
};

/** A plain-text table: metric, page, measured figure, budget, verdict. */
export function formatBudgetTable(rows: readonly BudgetRow[]): string {
  const header = ['metric', 'page', 'measured', 'budget', ''];
  const lines = rows.map((row) => [
    row.metric,
    row.page,
    row.measured,
    row.budget,
    row.withinBudget === null ? '' : row.withinBudget ? 'ok' : 'OVER BUDGET',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

export const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
