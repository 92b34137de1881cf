// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { HelpMenu } from './HelpMenu.tsx';

function openHelp() {
  const { screen } = mountUi(<HelpMenu summaryClassName="tab" />);
  const summary = screen.getByText('Ayuda');
  const dropdown = summary.closest('details');
  if (!dropdown) throw new Error('the help dropdown is not a <details>');
  act(() => {
    dropdown.open = true;
    summary.focus();
  });
  return { dropdown, summary };
}

describe('HelpMenu', () => {
  it('stays open while the focus moves among its links', () => {
    const { dropdown } = openHelp();
    const firstLink = dropdown.querySelector('a');
    if (!firstLink) throw new Error('the help dropdown has no links');
    act(() => firstLink.focus());
    expect(dropdown.open).toBe(true);
  });

  it('closes when the focus leaves it', () => {
    const { dropdown } = openHelp();
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => outside.focus());
    expect(dropdown.open).toBe(false);
    outside.remove();
  });
});
