/** Who the passkeys are for, as WebAuthn names it: the domain they are bound to, the site's name, and the origin pages are on. */
export interface RelyingParty {
  readonly id: string;
  readonly name: string;
  readonly origin: string;
}

export interface RelyingPartyConfig {
  readonly publicOrigin?: string | null;
  readonly webauthnRpId?: string | null;
  readonly webauthnRpName?: string;
}

/** What of a request names the site it reached: Fastify's `protocol` and `host`, which follow a trusted proxy's forwarded ones. */
export interface RequestSite {
  readonly protocol: 'http' | 'https';
  readonly host: string;
}

/**
 * The relying party a ceremony runs for: PUBLIC_ORIGIN and WEBAUTHN_RP_ID when set, else the
 * origin the request reached and its host. A forged Host only changes the forger's own
 * ceremony: the browser signs the origin it is really on, and the authenticator the domain.
 * Null when the request names no usable host.
 */
export function relyingParty(config: RelyingPartyConfig, site: RequestSite): RelyingParty | null {
  let origin: URL;
  try {
    origin = new URL(config.publicOrigin ?? `${site.protocol}://${site.host}`);
  } catch {
    return null;
  }
  // An address is no domain: WebAuthn binds passkeys to domains only (127.0.0.1 fails; localhost works).
  const id = config.webauthnRpId ?? origin.hostname;
  if (id === '' || /^\[|^\d+\.\d+\.\d+\.\d+$/.test(id)) return null;
  return { id, name: config.webauthnRpName ?? 'Gridrace', origin: origin.origin };
}
