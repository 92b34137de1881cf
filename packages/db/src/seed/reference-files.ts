import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

// The reference CSVs live in ../shared/data beside the repository (see its README for sources).
const defaultDirectory = new URL('../../../../../shared/data/', import.meta.url);

export type DepartmentRow = { department_code: string; department: string; capital_dane_code: string };
export type MunicipalityRow = {
  dane_code: string;
  department_code: string;
  department: string;
  municipality: string;
  latitude: string;
  longitude: string;
};
export type OccupationRow = { code: string; title: string; major_group_code: string; major_group: string };
export type OccupationTitleRow = { unit_group_code: string; title: string };

export type ReferenceFiles = {
  departments: DepartmentRow[];
  municipalities: MunicipalityRow[];
  occupations: OccupationRow[];
  occupationTitles: OccupationTitleRow[];
};

export function referenceDataDirectory(override?: string): string {
  return override ?? process.env.CAMELLO_REFERENCE_DATA ?? fileURLToPath(defaultDirectory);
}

export function readReferenceFiles(directory: string): ReferenceFiles {
  const read = <T>(file: string): T[] => {
    const path = `${directory.replace(/\/$/, '')}/${file}`;
    if (!existsSync(path)) {
      throw new Error(
        `Reference data file ${path} is missing. The seed reads the CSVs of ../shared/data beside the ` +
          'repository; set CAMELLO_REFERENCE_DATA to the directory that holds them.',
      );
    }
    return parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true }) as T[];
  };
  return {
    departments: read<DepartmentRow>('co-departments.csv'),
    municipalities: read<MunicipalityRow>('co-municipalities.csv'),
    occupations: read<OccupationRow>('co-occupations.csv'),
    occupationTitles: read<OccupationTitleRow>('co-occupation-titles.csv'),
  };
}
