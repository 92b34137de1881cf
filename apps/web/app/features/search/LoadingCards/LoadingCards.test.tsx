import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { LoadingCards } from './LoadingCards.tsx';

describe('LoadingCards', () => {
  it('shows 20 placeholder cards, announced once as loading', () => {
    const { screen } = renderUi(<LoadingCards />);
    const status = screen.getByRole('status', { name: 'Cargando vacantes' });
    expect(status.children).toHaveLength(20);
    for (const card of status.children) expect(card.getAttribute('aria-hidden')).toBe('true');
  });
});
