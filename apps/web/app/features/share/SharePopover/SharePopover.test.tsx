// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { SharePopover } from './SharePopover.tsx';

const url = 'https://camello.example/empleos/cajero-v-1';
const menuName = 'Compartir la vacante';

describe('SharePopover before JavaScript', () => {
  it('is a disclosure of links to every network, which work without JavaScript', () => {
    const { screen, document } = renderUi(<SharePopover url={url} title="Cajero" />);
    expect(document.querySelector('details summary')?.textContent).toBe('Compartir');
    const menu = screen.getByRole('list', { name: menuName });
    const links = [...menu.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'WhatsApp', 'LinkedIn', 'X', 'SMS']);
    for (const link of links.slice(0, 4)) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('offers copying the link only once the page can use the clipboard, with a live region ready', () => {
    const { screen } = renderUi(<SharePopover url={url} title="Cajero" />);
    expect(screen.queryByRole('button', { name: 'Copiar enlace' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

function mountPopover(shareUrl = url) {
  const mounted = mountUi(<SharePopover url={shareUrl} title="Cajero" />);
  const summary = mounted.screen.getByText('Compartir');
  const details = summary.closest('details') as HTMLDetailsElement;
  const menu = () => mounted.screen.queryByRole('list', { name: menuName });
  return { ...mounted, summary, details, menu };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/**
 * Clicks the summary. happy-dom toggles a `<details>` before React's handler can prevent it, unlike
 * browsers; a click that is no MouseEvent reaches React without that default action.
 */
const press = (summary: HTMLElement) =>
  act(() => {
    summary.dispatchEvent(new Event('click', { bubbles: true, cancelable: true }));
  });

describe('SharePopover once interactive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('mounts the menu when opened and keeps it 300 ms after closing, fading and inert, then unmounts it', () => {
    const { summary, details, menu } = mountPopover();
    expect(menu()).toBeNull();
    press(summary);
    expect(details.open).toBe(true);
    expect(menu()?.hasAttribute('data-closing')).toBe(false);

    press(summary);
    expect(details.open).toBe(true);
    expect(menu()?.hasAttribute('data-closing')).toBe(true);
    expect(menu()?.hasAttribute('inert')).toBe(true);
    wait(299);
    expect(menu()).not.toBeNull();
    wait(1);
    expect(menu()).toBeNull();
    expect(details.open).toBe(false);
  });

  it('closes on Escape, giving the focus back to its button, and on a click elsewhere', () => {
    const { summary, menu } = mountPopover();
    press(summary);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
    });
    expect(menu()?.hasAttribute('data-closing')).toBe(true);
    expect(document.activeElement).toBe(summary);
    wait(300);
    expect(menu()).toBeNull();

    press(summary);
    act(() => document.body.click());
    wait(300);
    expect(menu()).toBeNull();
  });

  it('copies the link to the clipboard, confirms it and closes the menu', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { screen, summary, menu } = mountPopover();
    press(summary);
    await act(async () => screen.getByRole('button', { name: 'Copiar enlace' }).click());
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toContain('Copiamos el enlace de la vacante.');
    expect(menu()?.hasAttribute('data-closing')).toBe(true);
  });

  it('says so when the browser refuses to copy', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { screen, summary } = mountPopover();
    press(summary);
    await act(async () => screen.getByRole('button', { name: 'Copiar enlace' }).click());
    expect(screen.getByRole('status').textContent).toContain('No pudimos copiar el enlace.');
  });

  it('does nothing without a URL', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { screen, summary } = mountPopover('');
    press(summary);
    await act(async () => screen.getByRole('button', { name: 'Copiar enlace' }).click());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
