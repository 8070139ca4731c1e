import spriteUrl from '@/assets/icons.svg?url';
import type { IconName } from '@/content/types';

interface IconProps {
  name: IconName;
  className?: string;
}

/** Decorative icon from the cached sprite: hidden from assistive technology; nearby text carries the meaning. */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
