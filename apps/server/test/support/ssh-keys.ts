import { generateOpenSshKeyPair } from '../../src/lib/openssh-key.js';

/**
 * A fresh Ed25519 key pair in OpenSSH's formats, shaped like ssh2's `utils.generateKeyPairSync` result.
 * Not ssh2's generator itself: it drops the leading zero byte of about one public key in 256, writing a
 * 31-byte key that OpenSSH (and our key check) rightly refuses, which made tests fail now and then.
 */
export function ed25519KeyPair(comment = 'aerie-test'): { public: string; private: string } {
  const { publicKey, privateKey } = generateOpenSshKeyPair(comment);
  return { public: publicKey, private: privateKey };
}
