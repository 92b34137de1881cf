import { describe, expect, it } from 'vitest';
import { catalogChunks } from './catalog-chunks-plugin.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function build(environment: string, bundle: Record<string, unknown>) {
  const plugin = catalogChunks();
  const generateBundle = plugin.generateBundle as Hook;
  generateBundle.call({ environment: { name: environment, config: { base: '/' } } }, {}, bundle);
  const resolveId = plugin.resolveId as Hook;
  const load = plugin.load as Hook;
  return load.call({}, resolveId.call({}, 'virtual:camello/catalog-chunks'));
}

const chunk = (fileName: string, facadeModuleId: string | null) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
});

describe('catalogChunks', () => {
  it('hands the server the browser URL of each catalog chunk', () => {
    const module = build('client', {
      'assets/es-CO-a1.js': chunk('assets/es-CO-a1.js', '/repo/apps/web/app/i18n/es-CO.ts'),
      'assets/en-US-b2.js': chunk('assets/en-US-b2.js', '/repo/apps/web/app/i18n/en-US.ts'),
      'assets/root-c3.js': chunk('assets/root-c3.js', '/repo/apps/web/app/root.tsx'),
      'assets/shared-d4.js': chunk('assets/shared-d4.js', null),
      'assets/root-c3.css': { type: 'asset', fileName: 'assets/root-c3.css' },
    });
    expect(module).toBe('export default {"es-CO":"/assets/es-CO-a1.js","en-US":"/assets/en-US-b2.js"};');
  });

  it('ignores the chunks of the server build', () => {
    const module = build('ssr', {
      'assets/es-CO-e5.js': chunk('assets/es-CO-e5.js', '/repo/apps/web/app/i18n/es-CO.ts'),
    });
    expect(module).toBe('export default {};');
  });
});
