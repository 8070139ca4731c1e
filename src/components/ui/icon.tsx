import spriteUrl from '@/assets/icons.svg?url';
import type { IconName } from '@/content/types';

interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * Decorative icon from the cached sprite: hidden from assistive technology; nearby text carries
 * the meaning. Stroke styling comes from the `.icon` rule (index.css), not attributes repeated on
 * every icon of the page.
 */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return (
    <svg className={`icon ${className}`} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
