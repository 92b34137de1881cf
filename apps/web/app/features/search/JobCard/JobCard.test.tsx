import { describe, expect, it } from 'vitest';
import { jobCardFixture } from '../../../testing/job-card-fixture.ts';
import { renderUi } from '../../../testing/render.tsx';
import { JobCard } from './JobCard.tsx';

describe('JobCard', () => {
  it('shows the vacancy with its title linking to the job page', () => {
    const { screen } = renderUi(<JobCard job={jobCardFixture()} />);
    const card = screen.getByRole('article', { name: 'Auxiliar contable' });
    expect(card).toBeTruthy();
    const title = screen.getByRole('heading', { level: 2, name: 'Auxiliar contable' });
    expect(title.querySelector('a')?.getAttribute('href')).toBe('/empleos/auxiliar-contable-v-1001');
    const text = card.textContent ?? '';
    for (const field of [
      'Ferretería El Tornillo',
      'Hace 3 días',
      'Bogotá, Medellín',
      'Término indefinido',
      '$ 2.500.000 a $ 3.000.000',
      '1 año',
      'Técnico',
    ]) {
      expect(text).toContain(field);
    }
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T09:00:00-05:00');
  });

  it('keeps what the visit carries on the link to the job page', () => {
    const { screen } = renderUi(
      <JobCard
        job={jobCardFixture()}
        pageParams={[
          ['utm_source', 'boletin'],
          ['widgetType', 'iframe'],
        ]}
      />,
    );
    const title = screen.getByRole('heading', { level: 2, name: 'Auxiliar contable' });
    expect(title.querySelector('a')?.getAttribute('href')).toBe(
      '/empleos/auxiliar-contable-v-1001?utm_source=boletin&widgetType=iframe',
    );
  });

  it("shows the company's logo when it has one", () => {
    const { screen } = renderUi(<JobCard job={jobCardFixture()} />);
    const logo = screen.getByRole('img', { name: 'Logo de Ferretería El Tornillo' });
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('src')).toBe('https://cdn.camello.example/logos/el-tornillo.png');
  });

  it('falls back to the default logo when the company has none', () => {
    const { screen, document } = renderUi(<JobCard job={jobCardFixture({ companyLogo: null })} />);
    const logo = screen.getByRole('img', { name: 'Logo de Ferretería El Tornillo' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(document.querySelector('img')).toBeNull();
  });

  it('adds how many more cities there are after the first five', () => {
    const cities = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena'];
    const { screen } = renderUi(<JobCard job={jobCardFixture({ cities, others: 3 })} />);
    expect(screen.getByText('Bogotá, Medellín, Cali, Barranquilla, Cartagena y 3 otras')).toBeTruthy();
  });

  it('marks urgent vacancies, and only those', () => {
    expect(
      renderUi(<JobCard job={jobCardFixture({ urgent: true })} />).screen.getByText('Urgente'),
    ).toBeTruthy();
    expect(renderUi(<JobCard job={jobCardFixture()} />).screen.queryByText('Urgente')).toBeNull();
  });

  it('leaves out details the vacancy does not have', () => {
    const { screen } = renderUi(<JobCard job={jobCardFixture({ experience: '', cities: [] })} />);
    expect(screen.queryByText('Experiencia')).toBeNull();
    expect(screen.queryByText('Ciudades')).toBeNull();
    expect(screen.getByText('Salario')).toBeTruthy();
  });

  it('marks the vacancy open in the panel as active and the ones opened before as seen', () => {
    const active = renderUi(<JobCard job={jobCardFixture()} active="selected" />).screen.getByRole('article');
    expect(active.getAttribute('aria-current')).toBe('true');
    expect(active.className).toMatch(/active/);
    // The first result the desktop panel shows by itself is highlighted there only, not announced.
    const shown = renderUi(<JobCard job={jobCardFixture()} active="shown" />).screen.getByRole('article');
    expect(shown.getAttribute('aria-current')).toBeNull();
    expect(shown.className).toMatch(/shown/);
    expect(shown.className).not.toMatch(/active/);
    const seen = renderUi(<JobCard job={jobCardFixture()} seen />).screen.getByRole('article');
    expect(seen.getAttribute('aria-current')).toBeNull();
    expect(seen.className).toMatch(/seen/);
    expect(seen.className).not.toMatch(/active/);
  });

  it('tells assistive technology too that the visitor has seen the vacancy, and only then', () => {
    const seen = renderUi(<JobCard job={jobCardFixture()} seen />).screen;
    expect(seen.getByText('Ya la viste').className).toBe('visually-hidden');
    expect(renderUi(<JobCard job={jobCardFixture()} />).screen.queryByText('Ya la viste')).toBeNull();
    const active = renderUi(<JobCard job={jobCardFixture()} active="selected" />).screen;
    expect(active.queryByText('Ya la viste')).toBeNull();
  });

  it('keeps the title a link to the job page under its dynamic URL, even when it can open in the panel', () => {
    const job = jobCardFixture({ dynamicUrl: '/empresas/el-tornillo' });
    const { screen } = renderUi(<JobCard job={job} selectHref="/empresas/el-tornillo?jobSlug=x" />);
    expect(screen.getByRole('link', { name: 'Auxiliar contable' }).getAttribute('href')).toBe(
      '/empresas/el-tornillo/auxiliar-contable-v-1001',
    );
  });

  it('renders the education and experience as desktop-only details, hidden on the mobile variant by CSS', () => {
    const { screen } = renderUi(<JobCard job={jobCardFixture()} />);
    const wide = screen.getByText('Técnico').closest('div');
    const narrow = screen.getByText('Término indefinido').closest('div');
    expect(wide?.className).toMatch(/wide/);
    expect(narrow?.className).not.toMatch(/wide/);
  });
});
