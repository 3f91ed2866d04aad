/** The key types an `authorized_keys` line may carry here; DSA is long retired and refused. */
const KEY_TYPES = new Set([
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
]);

/** An RSA key of 16384 bits is ~2.8 KB in base64; anything much longer is not a key. */
const MAX_LENGTH = 8_192;

/**
 * Whether the text is one OpenSSH public key line: `<type> <base64 blob> [comment]`, nothing before the
 * type (so no `command="…"` or other authorized_keys options can ride along), a blob whose embedded type
 * is the announced one, and no control characters or line breaks anywhere. Surrounding whitespace is
 * allowed. Written without Node's Buffer, so the contract can share it with the browser's form later.
 */
export function isOpenSshPublicKey(text: string): boolean {
  const line = text.trim();
  if (line.length > MAX_LENGTH || /[\p{Cc}\u2028\u2029]/u.test(line)) return false;
  const match = /^(\S+) +([A-Za-z0-9+/]+={0,2})(?: +.*)?$/.exec(line);
  if (!match || !KEY_TYPES.has(match[1]!)) return false;
  return embeddedType(match[2]!) === match[1];
}

/** A blob starts with its type as an SSH string: a 4-byte big-endian length, then the bytes. */
function embeddedType(base64: string): string | null {
  if (base64.length % 4 !== 0) return null;
  let blob: string;
  try {
    blob = atob(base64);
  } catch {
    return null;
  }
  if (blob.length < 4) return null;
  const length =
    ((blob.charCodeAt(0) << 24) | (blob.charCodeAt(1) << 16) | (blob.charCodeAt(2) << 8) | blob.charCodeAt(3)) >>> 0;
  // Something must follow the type: the key material itself.
  if (length === 0 || 4 + length >= blob.length) return null;
  return blob.slice(4, 4 + length);
}

/** A marker names Aerie's line in authorized_keys (`aerie:<marker>`); plain characters only. */
export function isKeyMarker(marker: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(marker);
}
