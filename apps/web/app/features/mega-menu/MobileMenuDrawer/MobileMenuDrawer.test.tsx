// @vitest-environment happy-dom
import { act, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { MobileMenuDrawer } from './MobileMenuDrawer.tsx';

/** The closed drawer has no accessible name to find it by: it is the dialog the toggle controls. */
const menuOf = (document: Document, toggle: HTMLElement) => {
  const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(drawer?.tagName).toBe('DIALOG');
  expect(drawer?.getAttribute('aria-label')).toBe('Menú principal');
  return drawer as HTMLDialogElement;
};

describe('MobileMenuDrawer before JavaScript', () => {
  it('opens with a link to the menu and closes with a link back to the toggle', () => {
    const { screen, document } = renderUi(<MobileMenuDrawer returnPath="/empleos" />);
    const toggle = screen.getByRole('button', { name: 'Menú' });
    const drawer = menuOf(document, toggle);
    expect(toggle.getAttribute('href')).toBe(`#${drawer.id}`);
    expect(drawer.hasAttribute('open')).toBe(false);
    const close = screen.getByRole('button', { name: 'Cerrar', hidden: true });
    expect(close.getAttribute('href')).toBe(`#${toggle.id}`);
  });
});

describe('MobileMenuDrawer once interactive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.location.hash = '';
  });

  const mount = () => {
    const { screen } = mountUi(<MobileMenuDrawer returnPath="/empleos" />);
    const toggle = screen.getByRole('button', { name: 'Menú' });
    const drawer = menuOf(document, toggle);
    act(() => toggle.click());
    return { screen, toggle, drawer };
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const closing = (drawer: HTMLDialogElement) => drawer.hasAttribute('data-closing');

  it('marks itself enhanced once mounted, without rendering the menu a second time', () => {
    let commits = 0;
    const { screen } = mountUi(
      <Profiler id="menu" onRender={() => commits++}>
        <MobileMenuDrawer returnPath="/empleos" />
      </Profiler>,
    );
    const drawer = menuOf(document, screen.getByRole('button', { name: 'Menú' }));
    expect(drawer.hasAttribute('data-enhanced')).toBe(true);
    expect(commits).toBe(1);
  });

  it('opens as the modal drawer', () => {
    const { toggle, drawer } = mount();
    expect(drawer.open).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(closing(drawer)).toBe(false);
    expect(drawer.inert).toBe(false);
  });

  it('slides out for 500 ms after closing, inert, then closes and gives the focus back to the toggle', () => {
    const { screen, toggle, drawer } = mount();
    const closeButton = screen.getByRole('button', { name: 'Cerrar' });
    closeButton.focus();
    act(() => closeButton.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(drawer.open).toBe(true);
    expect(closing(drawer)).toBe(true);
    expect(drawer.inert).toBe(true);
    wait(499);
    expect(drawer.open).toBe(true);
    wait(1);
    expect(drawer.open).toBe(false);
    expect(closing(drawer)).toBe(false);
    expect(drawer.inert).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes with Escape, keeping the browser from closing it at once', () => {
    const { drawer } = mount();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      drawer.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(closing(drawer)).toBe(true);
    wait(500);
    expect(drawer.open).toBe(false);
  });

  it('gives the focus back when the browser closes it on a second Escape while it slides out', () => {
    const { toggle, drawer } = mount();
    act(() => {
      drawer.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    act(() => drawer.close());
    expect(document.activeElement).toBe(toggle);
    act(() => toggle.click());
    expect(drawer.open).toBe(true);
    wait(500);
    expect(drawer.open).toBe(true);
  });

  it('stays closed when the browser closes it without a cancel event', () => {
    const { toggle, drawer } = mount();
    act(() => drawer.close());
    expect(drawer.open).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    wait(500);
    expect(drawer.open).toBe(false);
  });

  it('becomes the modal drawer when its link opened it before the page was interactive', () => {
    window.location.hash = '#menu';
    const { screen } = mountUi(<MobileMenuDrawer returnPath="/empleos" />);
    const toggle = screen.getByRole('button', { name: 'Menú' });
    expect(menuOf(document, toggle).open).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('is modal already when it stops being shown by its link, so that no frame shows it closed', () => {
    window.location.hash = '#menu';
    const openWhenMarked: boolean[] = [];
    const setAttribute = Element.prototype.setAttribute;
    vi.spyOn(HTMLDialogElement.prototype, 'setAttribute').mockImplementation(function (
      this: HTMLDialogElement,
      name: string,
      value: string,
    ) {
      if (name === 'data-enhanced') openWhenMarked.push(this.open && this.hasAttribute('data-drawer-open'));
      setAttribute.call(this, name, value);
    });
    mountUi(<MobileMenuDrawer returnPath="/empleos" />);
    expect(openWhenMarked).toEqual([true]);
  });

  it('closes on following one of its links and on a click on the dimmed page, not inside it', () => {
    const { screen, drawer } = mount();
    act(() => screen.getByRole('link', { name: 'Por ciudad' }).click());
    expect(closing(drawer)).toBe(true);
    wait(500);
    expect(drawer.open).toBe(false);

    act(() => screen.getByRole('button', { name: 'Menú' }).click());
    act(() => screen.getByRole('navigation', { name: 'Menú principal' }).click());
    expect(closing(drawer)).toBe(false);
    // The drawer's own box is only reached around its content: on the backdrop.
    act(() => drawer.click());
    expect(closing(drawer)).toBe(true);
  });

  it('closes at once, without sliding, for visitors who prefer reduced motion', () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
        : matchMedia(query),
    );
    const { screen, toggle, drawer } = mount();
    act(() => screen.getByRole('button', { name: 'Cerrar' }).click());
    expect(drawer.open).toBe(false);
    expect(closing(drawer)).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });
});
