import type { GitPlatform } from '@aerie/contract';
import { clsx } from 'clsx';

/** A platform's mark, from the app's own images (never a provider's CDN). */
export function platformImage(platform: GitPlatform): string {
  return `/images/platforms/${platform}.svg`;
}

/** Decorative: every place that shows it also writes the platform's name beside it. */
export function PlatformLogo({ platform, className }: { platform: GitPlatform; className?: string }) {
  return (
    <img
      src={platformImage(platform)}
      alt=""
      data-platform={platform}
      width={40}
      height={40}
      className={clsx('size-10 shrink-0 rounded-lg border border-zinc-200 bg-white p-1.5', className)}
    />
  );
}
