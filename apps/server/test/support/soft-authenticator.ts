import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/**
 * A software passkey for the server's tests: what a platform authenticator and its browser
 * would answer to `navigator.credentials.create/get`, made with node:crypto (an ES256 key)
 * and CBOR, with no attestation (`none`, as Gridrace asks). Each credential it makes is kept,
 * with its signature counter, so a test can sign in with it, replay it or tamper with it.
 */
export interface SoftCredential {
  readonly id: string;
  readonly privateKey: KeyObject;
  readonly rpId: string;
  readonly userHandle: string;
  counter: number;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** The COSE form (RFC 9053) of a P-256 public key, as an authenticator puts it in its attested credential data. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  return isoCBOR.encode(cose);
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    /** The origin the "browser" reports in clientDataJSON. */
    readonly origin: string,
    /** Whether the user verifies (a PIN, a fingerprint): the UV flag. */
    private readonly verifiesUser = true,
  ) {}

  /** `navigator.credentials.create(options)`: a new resident credential, and the response the browser sends. */
  create(options: PublicKeyCredentialCreationOptionsJSON, over: { origin?: string; rpId?: string; challenge?: string } = {}): RegistrationResponseJSON {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const rpId = over.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const credential: SoftCredential = { id: b64url(id), privateKey, rpId, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | (this.verifiesUser ? FLAG_UV : 0) | FLAG_AT]), u32(0), attested]);
    const clientData = { type: 'webauthn.create', challenge: over.challenge ?? options.challenge, origin: over.origin ?? this.origin, crossOrigin: false };
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(JSON.stringify(clientData)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** `navigator.credentials.get(options)` with one of its credentials (the first allowed one, or the first made). */
  get(options: PublicKeyCredentialRequestOptionsJSON, over: { credential?: SoftCredential; origin?: string; counter?: number } = {}): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = over.credential ?? this.credentials.find((c) => !allowed || allowed.length === 0 || allowed.includes(c.id));
    if (!credential) throw new Error('no credential of this authenticator is allowed');
    credential.counter = over.counter ?? credential.counter + 1;
    const rpId = options.rpId ?? credential.rpId;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | (this.verifiesUser ? FLAG_UV : 0)]), u32(credential.counter)]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: over.origin ?? this.origin, crossOrigin: false });
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
