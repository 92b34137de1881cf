// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { useSeenJobs } from './use-seen-jobs.ts';

function SeenList({ opened }: { opened: string | null }) {
  const seen = useSeenJobs(opened);
  return <p>{[...seen].sort().join(',')}</p>;
}

const seenText = (screen: ReturnType<typeof mountUi>['screen']) => screen.getByRole('paragraph').textContent;

describe('useSeenJobs', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('marks a vacancy as seen once the visitor has opened it and moved on, not while it is open', () => {
    const { screen, rerender } = mountUi(<SeenList opened="cajero-v-1" />);
    expect(seenText(screen)).toBe('');
    rerender(<SeenList opened="mesero-v-2" />);
    expect(seenText(screen)).toBe('cajero-v-1');
    rerender(<SeenList opened={null} />);
    expect(seenText(screen)).toBe('cajero-v-1,mesero-v-2');
  });

  it('remembers them in this browser across pages', () => {
    mountUi(<SeenList opened="cajero-v-1" />);
    const { screen } = mountUi(<SeenList opened={null} />);
    expect(seenText(screen)).toBe('cajero-v-1');
  });

  it('keeps the 200 most recent ones', () => {
    localStorage.setItem('seenJobs', JSON.stringify(Array.from({ length: 200 }, (_, index) => `v-${index}`)));
    mountUi(<SeenList opened="v-new" />);
    const stored: string[] = JSON.parse(localStorage.getItem('seenJobs') ?? '[]');
    expect(stored).toHaveLength(200);
    expect(stored[0]).toBe('v-new');
    expect(stored).not.toContain('v-199');
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('seenJobs', '{not json');
    const { screen } = mountUi(<SeenList opened={null} />);
    expect(seenText(screen)).toBe('');
  });
});
