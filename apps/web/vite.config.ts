import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { catalogChunks } from './app/i18n/catalog-chunks-plugin.ts';

// @camello/domain is pure by rule (no I/O, no globals touched at import), so the bundler may drop
// whatever the browser code does not use from it, its zod schemas above all.
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
/** The chunks of `features/signed-in-header`, named after its folder. */
const SIGNED_IN_HEADER_CHUNK = 'signed-in-header-';

export default defineConfig({
  plugins: [reactRouter(), catalogChunks()],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  build: {
    modulePreload: {
      // The shared scripts import the signed-in header once the page runs (features/session-header),
      // and every page has loaded the chunks it shares with them by then: naming only its own files
      // keeps their file names out of the shared scripts, which are at their byte budget.
      resolveDependencies: (filename, deps) =>
        filename.includes(SIGNED_IN_HEADER_CHUNK)
          ? deps.filter((dep) => dep.includes(SIGNED_IN_HEADER_CHUNK))
          : deps,
    },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !DOMAIN_SOURCE.test(id),
        // Building a zod schema has no side effects; unused schemas of a used module go too.
        manualPureFunctions: ['z'],
      },
    },
  },
});
