import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type TabStop = { element: string; indicator: string | null; size: number; revisited: boolean };

/**
 * What changes on screen when the focused element has the focus (its own outline or ring, or one
 * an ancestor draws with :focus-within), found by comparing its styles and its ancestors' with
 * the focus and without it; `revisited` once the focus has gone round the whole page.
 */
export function inspectTabStop(page: Page): Promise<TabStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const revisited = element.hasAttribute('data-tab-stop-seen');
    element.setAttribute('data-tab-stop-seen', '');
    const chain: Element[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
      chain.push(node);
    const visibleStyles = () =>
      chain.flatMap((node) =>
        [null, '::before', '::after'].map((pseudo) => {
          const style = getComputedStyle(node, pseudo);
          const outline =
            style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
              ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
              : 'no outline';
          return `${outline}; box-shadow ${style.boxShadow}; border ${style.borderColor}; background ${style.backgroundColor}; text-decoration ${style.textDecorationLine}`;
        }),
      );
    const focused = visibleStyles();
    element.blur();
    const unfocused = visibleStyles();
    element.focus();
    const changed = focused.findIndex((style, index) => style !== unfocused[index]);
    const box = element.getBoundingClientRect();
    const name =
      (element.textContent ?? '').trim().slice(0, 40) ||
      element.getAttribute('aria-label') ||
      element.getAttribute('name') ||
      '';
    return {
      element: `${element.tagName.toLowerCase()} "${name}"`,
      indicator: changed < 0 ? null : (focused[changed] ?? null),
      size: Math.min(box.width, box.height),
      revisited,
    };
  });
}

/** Moves the focus to the document itself: the next Tab starts from the top of the page again. */
export function focusTopOfPage(page: Page): Promise<void> {
  return page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}

/** Tabs until `target` has the focus; false when it is not reached within the page's tab stops. */
export async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 80): Promise<boolean> {
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return true;
  }
  return false;
}

export const focusIsInModal = (page: Page) =>
  page.evaluate(() => {
    const modal = document.querySelector('dialog:modal, [role="dialog"][aria-modal="true"]');
    return modal?.contains(document.activeElement) ?? false;
  });
/**
 * Nothing behind the modal has the focus. Past the dialog's last element, Tab leaves the page for
 * the browser's own controls (the document body is then the active element) and comes back to the
 * dialog's first: that is how a native modal dialog traps the focus.
 */
export const focusIsNotBehindModal = (page: Page) =>
  page.evaluate(() => {
    const modal = document.querySelector('dialog:modal, [role="dialog"][aria-modal="true"]');
    const active = document.activeElement;
    return modal !== null && (active === null || active === document.body || modal.contains(active));
  });
export const modalIsOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog:modal, [role="dialog"][aria-modal="true"]') !== null);

/** The open modal keeps the focus through `tabs` presses of Tab, then Escape closes it. */
export async function tabInModalThenEscape(page: Page, tabs: number, name = 'the dialog') {
  for (let stop = 0; stop < tabs; stop += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsNotBehindModal(page), `the focus stays in ${name}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect.poll(() => modalIsOpen(page), { message: `Escape closes ${name}` }).toBe(false);
}
