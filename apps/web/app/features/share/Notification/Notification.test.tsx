// @vitest-environment happy-dom
import { act, useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { type Notice, Notification } from './Notification.tsx';

const copied: Notice = { message: 'Copiamos el enlace de la vacante.', kind: 'success' };

/** A page that shows a notice and drops it when the notification asks to close. */
function Page({ first = copied, autoCloseMs }: { first?: Notice; autoCloseMs?: number }) {
  const [notice, setNotice] = useState<Notice | null>(first);
  const close = useCallback(() => setNotice(null), []);
  return (
    <>
      <button type="button" onClick={() => setNotice({ ...copied })}>
        Copiar otra vez
      </button>
      <Notification notice={notice} onClose={close} autoCloseMs={autoCloseMs} />
    </>
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Notification', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the notice in a status region and closes it by itself after 5000 ms', () => {
    const { screen } = mountUi(<Page />);
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('Copiamos el enlace de la vacante.');
    wait(4999);
    expect(region.textContent).toContain('Copiamos el enlace de la vacante.');
    wait(1);
    expect(region.textContent).toBe('');
    // The live region stays, empty, for the next notice.
    expect(screen.getByRole('status')).toBe(region);
  });

  it('gives a new notice the whole time again, even with the same text', () => {
    const { screen } = mountUi(<Page />);
    wait(3000);
    act(() => screen.getByRole('button', { name: 'Copiar otra vez' }).click());
    wait(3000);
    expect(screen.getByRole('status').textContent).toContain('Copiamos');
    wait(2000);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes at once with its close button', () => {
    const { screen } = mountUi(<Page />);
    act(() => screen.getByRole('button', { name: 'Cerrar el aviso' }).click());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays until closed when the auto-close time is 0 or less', () => {
    for (const autoCloseMs of [0, -1]) {
      const { screen } = mountUi(<Page autoCloseMs={autoCloseMs} />);
      wait(60_000);
      expect(screen.getAllByRole('status').at(-1)?.textContent).toContain('Copiamos');
    }
  });

  it('has a success and an error look', () => {
    const { screen } = mountUi(<Page />);
    expect(screen.getByText(copied.message).parentElement?.className).toMatch(/success/);
    const failed: Notice = { message: 'No pudimos copiar el enlace.', kind: 'error' };
    const { screen: other } = mountUi(<Page first={failed} />);
    const error = other.getByText(failed.message).parentElement?.className;
    expect(error).toMatch(/error/);
    expect(error).not.toMatch(/success/);
  });
});
