import { connect as tlsConnect } from 'node:tls';

import { PRIVATE_ADDRESS, publicOnlyLookup } from '../server-transport/address-policy.js';

/**
 * The certificate port (issue 32 § 1): what a visitor's browser sees on a host's HTTPS port — the certificate
 * served for that name, whether it is trusted, who issued it and until when. A TLS handshake and nothing more
 * (no request is sent). Behind Caddy with on-demand TLS the handshake is also what asks for the first certificate.
 */
export interface CertificateProbe {
  probe(host: string): Promise<CertificateReading>;
}

export type CertificateReading =
  | { ok: true; issuer: string; validFrom: Date; validTo: Date }
  /** `reason` is written for the user (what to fix), never a stack. */
  | { ok: false; reason: string };

export interface CertificateProbeOptions {
  /** Where to connect instead of the host's own address on 443 (`127.0.0.1:8443`): tests only. */
  connectTo?: { host: string; port: number };
  /** The roots to trust instead of the system's: tests only (Pebble's). */
  ca?: string;
  /** Whether a name may resolve to a private address (development); production refuses them. */
  allowPrivateTargets: boolean;
  timeoutMs?: number;
}

const WHY: Record<string, (host: string) => string> = {
  ENOTFOUND: (host) => `${host} has no DNS record yet: set the record shown above.`,
  ECONNREFUSED: (host) => `Nothing answers HTTPS at ${host} yet: point its DNS record as shown above.`,
  ETIMEDOUT: (host) => `${host} did not answer on its HTTPS port in time.`,
  ECONNRESET: (host) => `${host} closed the connection: no certificate was served for it yet.`,
  [PRIVATE_ADDRESS]: (host) => `${host} points at a private address, which visitors cannot reach.`,
  CERT_HAS_EXPIRED: () => 'The certificate has expired.',
  ...Object.fromEntries(
    [
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'UNABLE_TO_GET_ISSUER_CERT',
      'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    ].map((code) => [code, () => 'The certificate is not from a trusted authority: browsers will warn visitors.']),
  ),
  ERR_TLS_CERT_ALTNAME_INVALID: (host) => `The certificate served there is for another name than ${host}.`,
};

const explain = (host: string, code: string | undefined) =>
  WHY[code ?? '']?.(host) ?? `The secure connection to ${host} failed${code ? ` (${code})` : ''}.`;

export function createCertificateProbe(options: CertificateProbeOptions): CertificateProbe {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    probe(host) {
      return new Promise((resolve) => {
        const socket = tlsConnect({
          host: options.connectTo?.host ?? host,
          port: options.connectTo?.port ?? 443,
          servername: host,
          ...(options.ca ? { ca: options.ca } : {}),
          ...(options.allowPrivateTargets || options.connectTo ? {} : { lookup: publicOnlyLookup }),
          // The verdict is read below, so an untrusted certificate is reported, not thrown.
          rejectUnauthorized: false,
          ALPNProtocols: ['http/1.1'],
        });
        const finish = (reading: CertificateReading) => {
          socket.destroy();
          resolve(reading);
        };
        socket.setTimeout(timeoutMs, () => finish({ ok: false, reason: explain(host, 'ETIMEDOUT') }));
        socket.once('error', (error: NodeJS.ErrnoException) =>
          finish({ ok: false, reason: explain(host, error.code) }),
        );
        socket.once('secureConnect', () => {
          const certificate = socket.getPeerCertificate();
          if (!socket.authorized) {
            const code =
              (socket.authorizationError as unknown as { code?: string } | null)?.code ??
              String(socket.authorizationError);
            return finish({ ok: false, reason: explain(host, code) });
          }
          const issuer = [certificate.issuer?.O, certificate.issuer?.CN].flat().find(Boolean) ?? 'an unnamed authority';
          finish({
            ok: true,
            issuer,
            validFrom: new Date(certificate.valid_from),
            validTo: new Date(certificate.valid_to),
          });
        });
      });
    },
  };
}
