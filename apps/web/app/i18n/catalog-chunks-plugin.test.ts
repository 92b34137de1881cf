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
      'assets/es-CO-a1.js': chunk('assets/es-CO-a1.js', '/repo/apps/web/app/i18n/es-CO.json'),
      'assets/en-US-b2.js': chunk('assets/en-US-b2.js', '/repo/apps/web/app/i18n/en-US.json'),
      'assets/es-MX-f6.js': chunk('assets/es-MX-f6.js', '/repo/apps/web/app/i18n/es-MX.json'),
      'assets/root-c3.js': chunk('assets/root-c3.js', '/repo/apps/web/app/root.tsx'),
      'assets/shared-d4.js': chunk('assets/shared-d4.js', null),
      'assets/root-c3.css': { type: 'asset', fileName: 'assets/root-c3.css' },
    });
    expect(module).toBe(
      'export default {"es-CO":["/assets/es-CO-a1.js"],"en-US":["/assets/en-US-b2.js"],' +
        '"es-MX":["/assets/es-MX-f6.js","/assets/es-CO-a1.js"]};',
    );
  });

  it('hands over catalogs with their messages parsed, as JSON', () => {
    const source = JSON.stringify({
      'jobs.total': '{count, plural, one {# vacante} other {# vacantes}}',
      'search.submit': 'Buscar',
    });
    const transform = catalogChunks().transform as Hook;
    const parsed = transform.call({}, source, '/repo/apps/web/app/i18n/es-CO.json') as { code: string };
    expect(JSON.parse(parsed.code)).toEqual({
      'jobs.total': [
        {
          type: 6,
          value: 'count',
          offset: 0,
          pluralType: 'cardinal',
          options: {
            one: { value: [{ type: 7 }, { type: 0, value: ' vacante' }] },
            other: { value: [{ type: 7 }, { type: 0, value: ' vacantes' }] },
          },
        },
      ],
      'search.submit': 'Buscar',
    });
    expect(transform.call({}, source, '/repo/apps/web/app/root.tsx')).toBeUndefined();
  });

  it('ignores the chunks of the server build', () => {
    const module = build('ssr', {
      'assets/es-CO-e5.js': chunk('assets/es-CO-e5.js', '/repo/apps/web/app/i18n/es-CO.json'),
    });
    expect(module).toBe('export default {};');
  });
});
