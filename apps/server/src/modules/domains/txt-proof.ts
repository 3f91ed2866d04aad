/** Where the proof goes: a TXT record on a name of the domain that nothing else uses. */
export const txtName = (domain: string) => `_aerie-verification.${domain}`;
export const txtValue = (token: string) => `aerie-site-verification=${token}`;

/** Whether the TXT records found (each a list of chunks, as DNS gives them) hold the proof. */
export const holdsProof = (records: string[][], token: string) =>
  records.some((chunks) => chunks.join('') === txtValue(token));
