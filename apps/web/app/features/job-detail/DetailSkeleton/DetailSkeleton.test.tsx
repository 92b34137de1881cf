import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';

describe('DetailSkeleton', () => {
  it('has five sections, three of them for desktop only, so mobile shows two', () => {
    const { screen } = renderUi(<DetailSkeleton />);
    const sections = [...screen.getByRole('status', { name: 'Cargando la vacante' }).children];
    expect(sections).toHaveLength(5);
    expect(sections.filter((section) => /desktopOnly/.test(section.className))).toHaveLength(3);
  });
});
