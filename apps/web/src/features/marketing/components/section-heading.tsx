import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  /** The page's main heading uses h1; sections use h2. */
  as?: 'h1' | 'h2';
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  as: Heading = 'h2',
  className,
}: SectionHeadingProps) {
  return (
    <div className={clsx('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold text-accent-600">{eyebrow}</p>}
      <Heading
        className={clsx(
          'mt-2 font-semibold tracking-tight text-balance text-zinc-900',
          Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {description && (
        <p className="mt-4 text-base leading-7 text-pretty text-zinc-600 sm:text-lg sm:leading-8">{description}</p>
      )}
    </div>
  );
}

/** The page-width container every marketing section uses, with the site's vertical rhythm. */
export function Section({ className, children, id }: { className?: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} className={clsx('py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}
