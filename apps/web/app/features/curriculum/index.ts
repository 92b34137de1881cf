export { CurriculumPage } from './CurriculumPage/CurriculumPage.tsx';
export { curriculumMessages } from './messages.ts';
