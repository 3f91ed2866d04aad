/**
 * The key types an `authorized_keys` line may carry here (DSA is long retired and refused), each with the
 * fields its blob holds after the type: a 32-byte key, a curve name, or anything non-empty.
 */
type Field = 'ed25519' | 'any' | `curve:${string}`;
const KEY_TYPES = new Map<string, Field[]>([
  ['ssh-ed25519', ['ed25519']],
  ['ssh-rsa', ['any', 'any']],
  ['ecdsa-sha2-nistp256', ['curve:nistp256', 'any']],
  ['ecdsa-sha2-nistp384', ['curve:nistp384', 'any']],
  ['ecdsa-sha2-nistp521', ['curve:nistp521', 'any']],
  ['sk-ssh-ed25519@openssh.com', ['ed25519', 'any']],
  ['sk-ecdsa-sha2-nistp256@openssh.com', ['curve:nistp256', 'any', 'any']],
]);

/** An RSA key of 16384 bits is ~2.8 KB in base64; anything much longer is not a key. */
const MAX_LENGTH = 8_192;

/**
 * Whether the text is one OpenSSH public key line: `<type> <base64 blob> [comment]`, nothing before the
 * type (so no `command="…"` or other authorized_keys options can ride along), a blob that is exactly the
 * announced type's fields, and no control characters or line breaks anywhere. Surrounding whitespace is
 * allowed. Written without Node's Buffer, so the contract can share it with the browser's form later.
 */
export function isOpenSshPublicKey(text: string): boolean {
  const line = text.trim();
  if (line.length > MAX_LENGTH || /[\p{Cc}\u2028\u2029]/u.test(line)) return false;
  const match = /^(\S+) +([A-Za-z0-9+/]+={0,2})(?: +.*)?$/.exec(line);
  const fields = match ? KEY_TYPES.get(match[1]!) : undefined;
  if (!match || !fields || match[2]!.length % 4 !== 0) return false;
  let blob: string;
  try {
    blob = atob(match[2]!);
  } catch {
    return false;
  }
  const strings = sshStrings(blob);
  if (!strings || strings.length !== fields.length + 1 || strings[0] !== match[1]) return false;
  return fields.every((field, index) => {
    const value = strings[index + 1]!;
    if (field === 'ed25519') return value.length === 32;
    if (field === 'any') return value.length > 0;
    return value === field.slice('curve:'.length);
  });
}

/** A blob is a run of SSH strings, each a 4-byte big-endian length and its bytes; null if it does not parse. */
function sshStrings(blob: string): string[] | null {
  const strings: string[] = [];
  for (let offset = 0; offset < blob.length;) {
    if (offset + 4 > blob.length) return null;
    const length =
      ((blob.charCodeAt(offset) << 24) |
        (blob.charCodeAt(offset + 1) << 16) |
        (blob.charCodeAt(offset + 2) << 8) |
        blob.charCodeAt(offset + 3)) >>>
      0;
    offset += 4;
    if (offset + length > blob.length) return null;
    strings.push(blob.slice(offset, offset + length));
    offset += length;
  }
  return strings;
}

/** A marker names Aerie's line in authorized_keys (`aerie:<marker>`); plain characters only. */
export function isKeyMarker(marker: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(marker);
}
