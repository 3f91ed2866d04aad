import { clsx } from 'clsx';

import { BuilderScene, ExpertsScene, HostingScene, StoreScene } from './product-scenes';
import {
  DeploymentsScene,
  IntegrationsScene,
  RepositoriesScene,
  TransfersScene,
  WorkflowScene,
} from './workspace-scenes';

const scenes = {
  builder: BuilderScene,
  store: StoreScene,
  hosting: HostingScene,
  experts: ExpertsScene,
  repositories: RepositoriesScene,
  deployments: DeploymentsScene,
  workflow: WorkflowScene,
  integrations: IntegrationsScene,
  transfers: TransfersScene,
} as const;

export type FeatureVisualId = keyof typeof scenes;

/** A small drawn scene illustrating one part of Aerie, on a soft tinted panel. Decorative only. */
export function FeatureVisual({ id, className }: { id: FeatureVisualId; className?: string }) {
  const Scene = scenes[id];
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'relative overflow-hidden rounded-xl border border-zinc-200 bg-gradient-to-br from-zinc-50 to-accent-50/60 p-4 sm:p-6',
        className,
      )}
    >
      <Scene />
    </div>
  );
}
