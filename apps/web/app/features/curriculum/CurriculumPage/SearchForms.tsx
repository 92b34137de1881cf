import { paths } from '@camello/domain';
import type { CandidateResume } from '@camello/domain/contracts';
import type { SearchField } from '../search-fields.ts';
import type { CurriculumPageProps } from './page-props.ts';

/** What a city or occupation field needs of its search: the matches when its GET form came back. */
export function searchProps(
  props: CurriculumPageProps,
  form: string,
  field: SearchField,
  current: { id: number; name: string } | null,
) {
  const found =
    props.search && props.search.field === field && props.search.form === form ? props.search : null;
  return {
    current,
    matches: found?.matches ?? [],
    searchText: found?.text ?? '',
    searchFormId: `buscar-${form}-${field}`,
    endpoint: field === 'occupationId' ? ('occupations' as const) : ('cities' as const),
  };
}

/**
 * The GET forms the search boxes belong to (outside the page's other forms, which cannot nest):
 * without JavaScript, "Buscar" reloads the page with the matches in that field's list.
 */
export function SearchForms({
  resume,
  forward,
}: {
  resume: CandidateResume;
  forward: CurriculumPageProps['forward'];
}) {
  const forms: [form: string, field: SearchField, section: string][] = [
    ['datos', 'cityBirthId', 'datos-personales'],
    ['datos', 'cityId', 'datos-personales'],
    ...['experiencia-nueva', ...resume.experiences.map((each) => `experiencia-${each.id}`)].flatMap(
      (form): [string, SearchField, string][] => [
        [form, 'occupationId', 'experiencia'],
        [form, 'experienceCityId', 'experiencia'],
      ],
    ),
  ];
  return (
    <>
      {forms.map(([form, field, section]) => (
        <form
          key={`${form}-${field}`}
          id={`buscar-${form}-${field}`}
          method="get"
          action={`${paths.curriculum()}#${section}`}
          hidden
        >
          <input type="hidden" name="campo" value={field} />
          <input type="hidden" name="formulario" value={form} />
          {forward ? <input type="hidden" name="forwardUrl" value={forward.forwardUrl} /> : null}
        </form>
      ))}
    </>
  );
}
