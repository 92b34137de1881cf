export { categoriesOf, filterBooks, listBooks } from './library-api.server.ts';
