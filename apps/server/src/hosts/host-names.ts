import { HOST_PREFIX, type Host } from '@aerie/contract';

/**
 * Every host the process serves (DESIGN §2): the app (SPA, files, pages) and the three JSON hosts of the
 * contract. Published sites, storefronts and the git host join this list with their issues.
 */
export type HostName = 'app' | Host;

/** The path prefix of each host in the one-port setup; the app owns everything no other host claims. */
export const PREFIX_OF_HOST: Record<HostName, string> = { app: '', ...HOST_PREFIX };
