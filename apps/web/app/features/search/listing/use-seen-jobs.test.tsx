// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { useSeenJobs } from './use-seen-jobs.ts';

function SeenList({ opened }: { opened: string | null }) {
  const seen = useSeenJobs(opened);
  return <p>{[...seen].sort().join(',')}</p>;
}

/** The size of the seen set at each render of {@link CountedList}. */
const renders: number[] = [];

function CountedList({ opened }: { opened: string | null }) {
  const seen = useSeenJobs(opened);
  renders.push(seen.size);
  return null;
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

  it('renders nothing again after hydration when the marks are the same: a listing with none, or the same ones', () => {
    renders.length = 0;
    mountUi(<CountedList opened="cajero-v-1" />);
    expect(renders).toEqual([0]);
    localStorage.setItem('seenJobs', JSON.stringify(['mesero-v-2']));
    renders.length = 0;
    const { rerender } = mountUi(<CountedList opened={null} />);
    expect(renders).toEqual([0, 1]);
    renders.length = 0;
    rerender(<CountedList opened="mesero-v-2" />);
    expect(renders).toEqual([1, 0]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('seenJobs', '{not json');
    const { screen } = mountUi(<SeenList opened={null} />);
    expect(seenText(screen)).toBe('');
  });
});
