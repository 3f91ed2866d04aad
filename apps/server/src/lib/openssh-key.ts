import { generateKeyPairSync, randomBytes } from 'node:crypto';

/** SSH wire encoding: a uint32 length, then the bytes (RFC 4251 `string`). */
function sshString(value: Buffer | string): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value) : value;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

const KEY_TYPE = 'ssh-ed25519';

/**
 * A fresh Ed25519 key pair in OpenSSH's own formats: the `authorized_keys` line (`ssh-ed25519 AAAA… comment`)
 * and the unencrypted `openssh-key-v1` private key that ssh and git read. Node gives the raw 32-byte halves
 * (JWK), which are laid out here as PROTOCOL.key describes.
 */
export function generateOpenSshKeyPair(comment: string): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const pub = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
  const publicBlob = Buffer.concat([sshString(KEY_TYPE), sshString(pub)]);

  const check = randomBytes(4).readUInt32BE();
  const secret = Buffer.concat([
    uint32(check),
    uint32(check),
    sshString(KEY_TYPE),
    sshString(pub),
    // OpenSSH keeps the 64-byte "secret key": the seed followed by the public key.
    sshString(Buffer.concat([seed, pub])),
    sshString(comment),
  ]);
  // Padded with 1, 2, 3… to the cipher's block size (8 for "none").
  const padding = Buffer.from(Array.from({ length: (8 - (secret.length % 8)) % 8 }, (_, index) => index + 1));
  const body = Buffer.concat([
    Buffer.from('openssh-key-v1\0'),
    sshString('none'),
    sshString('none'),
    sshString(''),
    uint32(1),
    sshString(publicBlob),
    sshString(Buffer.concat([secret, padding])),
  ]);
  const lines = body.toString('base64').match(/.{1,70}/g)!;
  return {
    publicKey: `${KEY_TYPE} ${publicBlob.toString('base64')} ${comment}`,
    privateKey: ['-----BEGIN OPENSSH PRIVATE KEY-----', ...lines, '-----END OPENSSH PRIVATE KEY-----', ''].join('\n'),
  };
}
