import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/index.ts';
import { renderUi } from '../../../testing/render.tsx';
import { RelatedLandings } from './RelatedLandings.tsx';

describe('RelatedLandings', () => {
  it('names each landing with its openings, as the landing itself counts them', () => {
    const { screen } = renderUi(
      <RelatedLandings
        title="Empleos relacionados"
        landings={[
          { url: '/trabajos/empleos-en-cali', h1: 'Empleos en Cali', quotas: 1234 },
          { url: '/trabajos/empleos-en-neiva', h1: 'Empleos en Neiva', quotas: 1 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Empleos en Cali (1.234 vacantes disponibles)',
      'Empleos en Neiva (1 vacante disponible)',
    ]);
  });

  it('writes the openings in the page’s language', () => {
    const { screen } = renderUi(
      <I18nProvider locale="en-US">
        <RelatedLandings
          title="Related jobs"
          landings={[{ url: '/trabajos/empleos-en-cali', h1: 'Jobs in Cali', quotas: 1234 }]}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Jobs in Cali (1,234 openings)');
  });
});
