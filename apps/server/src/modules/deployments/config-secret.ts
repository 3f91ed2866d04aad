import type { AppContext } from '../../context.js';
import type { DeploymentConfigRow } from '../../db/schema/index.js';
import { openSecret, sealSecret } from '../secrets/index.js';

/** The associated data that binds a deployment's sealed variables to their record. */
export const configAad = (slug: string) => `deployment-config:${slug}`;

export function sealVariables(ctx: AppContext, slug: string, variables: string): string {
  return sealSecret(ctx.config, variables, configAad(slug));
}

export function openVariables(ctx: AppContext, config: Pick<DeploymentConfigRow, 'slug' | 'variablesEnc'>): string {
  return openSecret(
    ctx.config,
    config.variablesEnc,
    configAad(config.slug),
    'Save the variables again to replace them.',
  );
}
