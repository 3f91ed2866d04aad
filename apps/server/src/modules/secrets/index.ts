/**
 * The secrets domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Sealing secrets at rest and rotating the key; each sealing domain declares its own columns.
 */
export { derivedKey, type KeyConfig, previousNamedKey } from './master-key.js';
export type { SealedColumn } from './sealed-columns.js';
export { openSecret, sealSecret } from './secret-box.js';
