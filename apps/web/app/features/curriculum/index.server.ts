export { curriculumPageData, downloadCv, submitCurriculumForm } from './curriculum.server.ts';
