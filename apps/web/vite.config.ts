import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { catalogChunks } from './app/i18n/catalog-chunks-plugin.ts';

// @camello/domain is pure by rule (no I/O, no globals touched at import), so the bundler may drop
// whatever the browser code does not use from it, its zod schemas above all.
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;

export default defineConfig({
  plugins: [reactRouter(), catalogChunks()],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  build: {
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !DOMAIN_SOURCE.test(id),
        // Building a zod schema has no side effects; unused schemas of a used module go too.
        manualPureFunctions: ['z'],
      },
    },
  },
});
