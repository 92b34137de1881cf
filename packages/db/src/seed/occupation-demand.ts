import type { SeededOccupation } from './classifications.ts';
import { createWeightedPicker, type Random } from './random.ts';

/** How often each CIUO sub-major group shows up on a Colombian job board (relative weights). */
const subMajorDemand: Readonly<Record<string, number>> = {
  '01': 0,
  '02': 0,
  '03': 0,
  '11': 0.5,
  '12': 3,
  '13': 2,
  '14': 2,
  '21': 5,
  '22': 5,
  '23': 3,
  '24': 6,
  '25': 6,
  '26': 3,
  '31': 4,
  '32': 4,
  '33': 7,
  '34': 3,
  '35': 4,
  '41': 6,
  '42': 8,
  '43': 6,
  '44': 2,
  '51': 6,
  '52': 10,
  '53': 3,
  '54': 4,
  '61': 1,
  '62': 0.5,
  '63': 0,
  '71': 3,
  '72': 3,
  '73': 1,
  '74': 2,
  '75': 3,
  '81': 3,
  '82': 2,
  '83': 5,
  '91': 4,
  '92': 1,
  '93': 4,
  '94': 2,
  '95': 0.3,
  '96': 1,
};

/** Unit groups that job boards are full of (auxiliares contables, vendedores, conductores...). */
const commonUnitGroups = new Set(
  (
    '4311 4110 4120 3343 5223 5230 4222 3322 2512 2514 2513 2511 3512 2221 3221 2211 9112 5414 4321 9333 ' +
    '9334 5120 5131 7411 7231 2411 3313 2423 4416 2431 1221 2142 2141 3123 2341 2330 4226 8332 8323 8344 ' +
    '9321 9329 7212 3256 3213 2264 2262 4214 3312 3321 1420 5222 2166 4313 2413 2421 3341 5311 5321 9621 ' +
    '8321 4323 3323 5244 5246 5132 3434'
  ).split(' '),
);

/** Unit groups that almost never post vacancies (street vendors, astrologers, subsistence work...). */
const rareUnitGroups = new Set(
  '5211 5212 5161 5162 9331 9332 9624 5241 3413 4212 4213 9622 2230 3230 2222 3222'.split(' '),
);

function unitGroupWeight(code: string): number {
  if (commonUnitGroups.has(code)) return 8;
  if (rareUnitGroups.has(code)) return 0.1;
  return 1;
}

export type OccupationPicker = {
  /** An occupation anywhere, weighted by demand. */
  any(random: Random): SeededOccupation;
  /** An occupation from one of `subMajorCodes`, weighted by demand inside them. */
  within(random: Random, subMajorCodes: readonly string[]): SeededOccupation;
  /** A job title of the occupation, preferring the short, common ones. */
  title(random: Random, occupation: SeededOccupation): string;
};

export function createOccupationPicker(occupations: readonly SeededOccupation[]): OccupationPicker {
  const byGroup = new Map<string, SeededOccupation[]>();
  for (const occupation of occupations) {
    byGroup.set(occupation.subMajorCode, [...(byGroup.get(occupation.subMajorCode) ?? []), occupation]);
  }
  const groupPickers = new Map(
    [...byGroup].map(([code, members]) => [
      code,
      createWeightedPicker(
        members,
        members.map((occupation) => unitGroupWeight(occupation.code)),
      ),
    ]),
  );
  const groupTotals = new Map(
    [...byGroup].map(([code, members]) => [
      code,
      members.reduce((sum, o) => sum + unitGroupWeight(o.code), 0),
    ]),
  );
  const anyPicker = createWeightedPicker(
    occupations,
    occupations.map(
      (occupation) =>
        ((subMajorDemand[occupation.subMajorCode] ?? 1) * unitGroupWeight(occupation.code)) /
        (groupTotals.get(occupation.subMajorCode) ?? 1),
    ),
  );
  const titlePickers = new Map(
    occupations.map((occupation) => {
      const usable = occupation.titles.filter((title) => title.length <= 60);
      const titles = usable.length > 0 ? usable : occupation.titles;
      return [
        occupation.id,
        createWeightedPicker(
          titles,
          titles.map((title) => 1 / title.split(' ').length ** 1.5),
        ),
      ];
    }),
  );
  return {
    any: anyPicker,
    within(random, subMajorCodes) {
      const candidates = subMajorCodes.filter(
        (code) => groupPickers.has(code) && (subMajorDemand[code] ?? 0) > 0,
      );
      if (candidates.length === 0) return anyPicker(random);
      const picker = groupPickers.get(random.pick(candidates));
      return picker ? picker(random) : anyPicker(random);
    },
    title(random, occupation) {
      const picker = titlePickers.get(occupation.id);
      return picker ? picker(random) : (occupation.titles[0] ?? 'Vacante');
    },
  };
}
