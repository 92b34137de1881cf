import { useEffect, useRef, useState } from 'react';
import { UserIcon } from '../../../shared/ui/icons/index.ts';
import styles from './Avatar.module.css';

export type AvatarProps = {
  /** The person's picture; null when they have none. */
  readonly src: string | null;
  readonly size: number;
};

/**
 * A person's picture, decorative beside their name: the default avatar icon when they have none or
 * it fails to load (spec §8), also when it failed before the page became interactive.
 */
export function Avatar({ src, size }: AvatarProps) {
  const image = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    setBroken(false);
    // An error before hydration fired no React handler: a loaded-but-empty image is that error.
    const current = image.current;
    if (src && current?.complete && current.naturalWidth === 0) setBroken(true);
  }, [src]);

  if (!src || broken)
    return (
      <span className={styles.avatar} style={{ width: size, height: size }} data-avatar="default">
        <UserIcon size={Math.round(size * 0.6)} />
      </span>
    );
  return (
    <img
      ref={image}
      className={styles.avatar}
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => setBroken(true)}
    />
  );
}
