import { promises as dns } from 'node:dns';

/**
 * The DNS port for custom-domain verification: the TXT records of a name, each as its chunks (a record
 * over 255 bytes arrives in several). A name with no records answers `[]`, never an error.
 */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'EREFUSED', 'ETIMEOUT', 'ECONNREFUSED']);

/**
 * The system resolver, or the servers of DNS_SERVERS (`127.0.0.1:5353,…`): tests point it at a local
 * DNS server; an operator may point it at a resolver that does not cache, so a new record is seen sooner.
 */
export function createTxtResolver(servers: string[] = []): TxtResolver {
  const resolver = new dns.Resolver({ timeout: 3_000, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  return {
    async resolveTxt(name) {
      try {
        return await resolver.resolveTxt(name);
      } catch (error) {
        if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? '')) return [];
        throw error;
      }
    },
  };
}
