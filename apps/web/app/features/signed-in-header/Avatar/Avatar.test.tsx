// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { Avatar } from './Avatar.tsx';

const shown = (root: ParentNode) => root.querySelector('img, [data-avatar="default"]');

/** How far the browser got with the picture when the component mounts. */
function imageState(state: { complete: boolean; naturalWidth: number }) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(state.complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state.naturalWidth);
}

function mountAvatar(src: string) {
  const { screen } = mountUi(
    <div data-testid="avatar">
      <Avatar src={src} size={36} />
    </div>,
  );
  return screen.getByTestId('avatar');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Avatar', () => {
  it('shows the picture, decorative beside the name', () => {
    const { document } = renderUi(<Avatar src="/fotos/ana.png" size={36} />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/fotos/ana.png');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('shows the default avatar icon when there is no picture', () => {
    const { document } = renderUi(<Avatar src={null} size={36} />);
    expect(document.querySelector('img')).toBeNull();
    expect(shown(document)?.getAttribute('data-avatar')).toBe('default');
  });

  it('falls back to the default avatar icon when the picture fails to load', () => {
    imageState({ complete: false, naturalWidth: 0 });
    const container = mountAvatar('/fotos/rota.png');
    const image = container.querySelector('img');
    if (!image) throw new Error('no picture before the error');
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(shown(container)?.getAttribute('data-avatar')).toBe('default');
  });

  it('falls back too when the picture failed before the page became interactive', () => {
    imageState({ complete: true, naturalWidth: 0 });
    expect(shown(mountAvatar('/fotos/rota.png'))?.getAttribute('data-avatar')).toBe('default');
  });

  it('keeps a picture that loaded', () => {
    imageState({ complete: true, naturalWidth: 96 });
    expect(shown(mountAvatar('/fotos/ana.png'))?.tagName).toBe('IMG');
  });
});
