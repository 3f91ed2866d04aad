import { join } from 'node:path';

import type { Rolldown } from 'vite';

import { iconFilesUsedBy } from './icon-set';

type CodeSplittingGroup = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups'];

const VENDOR = /node_modules[\\/](?:react|react-dom|scheduler|react-router|clsx)[\\/]/;
/** lucide's icon factory, which every icon module imports (the barrel file would bring every icon). */
const LUCIDE_CORE = /lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|defaultAttributes|shared[\\/])/;
const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

const iconIn = (icons: Set<string>) => (id: string) => LUCIDE_ICON.test(id) && icons.has(id.split(/[\\/]/).pop()!);

/**
 * How the build cuts the app into chunks, beyond one chunk per lazy route. On a slow link every request
 * costs a round trip, so what every page needs travels together, and the icons (a few hundred bytes each)
 * are grouped instead of being one request apiece.
 */
export function chunkGroups(srcDir: string): CodeSplittingGroup {
  const src = (path: string) => join(srcDir, path);
  // Icons of the frames every screen is drawn in (the sign-in layout, the error and not-found pages).
  const frameIcons = iconFilesUsedBy([
    src('app/layouts/auth-layout.tsx'),
    src('app/route-error-boundary.tsx'),
    src('features/marketing/components/not-found-content.tsx'),
  ]);
  // The public site's icons; the signed-in screens' icons stay with the pages that use them.
  const siteIcons = new Set(
    [...iconFilesUsedBy([src('features/marketing'), src('app/layouts/landing-layout.tsx')])].filter(
      (icon) => !frameIcons.has(icon),
    ),
  );
  const isFrameIcon = iconIn(frameIcons);
  return [
    // React, the router, clsx, lucide's factory and the frames' icons: every page needs them.
    { name: 'react', test: (id) => VENDOR.test(id) || LUCIDE_CORE.test(id) || isFrameIcon(id), priority: 20 },
    // TanStack Query whole: the sign-in screens and the dashboard use it, the public pages do not.
    { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 15 },
    { name: 'site-icons', test: iconIn(siteIcons), priority: 10 },
  ];
}
