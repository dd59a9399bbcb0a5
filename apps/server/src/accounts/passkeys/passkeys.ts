import { randomBytes } from 'node:crypto';
import { ErrorCode, PasskeyLimits } from '@gridrace/protocol';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { HttpProblem } from '../../problem.ts';
import type { PasskeyRecord, PasskeysStore } from '../../store/passkeys-store.ts';
import type { PlayerRecord } from '../../store/store.ts';
import type { AuthFlows } from '../auth-flows.ts';
import type { RelyingParty } from './relying-party.ts';

/** The `auth_flows` kind of a passkey ceremony. */
export const WEBAUTHN_FLOW = 'webauthn';

/** ES256, EdDSA, RS256: what authenticators make. Named, so a library default that Node 20 cannot verify is never offered. */
const ALGORITHMS = [-7, -8, -257];

/** What a registration ceremony remembers between its options and its verify. */
type RegistrationFlow =
  | {
      readonly ceremony: 'sign-up';
      readonly challenge: string;
      readonly rp: RelyingParty;
      readonly handle: string;
      readonly invite: string | null;
      readonly guestId: string | null;
    }
  | { readonly ceremony: 'add'; readonly challenge: string; readonly rp: RelyingParty; readonly playerId: string };
interface SignInFlow {
  readonly ceremony: 'sign-in';
  readonly challenge: string;
  readonly rp: RelyingParty;
}

export interface Ceremony<Options> {
  readonly flowId: string;
  readonly options: Options;
}

/** A passkey just made, verified, not stored yet. */
interface NewCredential {
  readonly id: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

/** Turns a guest (or nobody) into an account: the HANDLES part's `Accounts.becomeAccount`. */
export type BecomeAccount = (guest: PlayerRecord | null, handle: string, invite?: string) => Promise<PlayerRecord>;

const expired = () => new HttpProblem(ErrorCode.AuthFlowExpired, 'This passkey request is unknown, used or older than 5 minutes: start again.');
const notVerified = (why: string) => new HttpProblem(ErrorCode.PasskeyNotVerified, `The passkey was not accepted: ${why.slice(0, 200)}`);
const signInRefused = (why: string) => new HttpProblem(ErrorCode.Unauthorized, `Signing in with this passkey failed: ${why}`);
const sameParty = (a: RelyingParty, b: RelyingParty) => a.id === b.id && a.origin === b.origin;

/**
 * Passkeys (docs/accounts.md#passkeys): the WebAuthn ceremonies, each an options request that
 * stores a single-use challenge in `auth_flows` and a verify request that uses it up, so any
 * process can finish what another began and no response is taken twice.
 */
export class Passkeys {
  constructor(
    private readonly store: PasskeysStore,
    private readonly flows: AuthFlows,
    private readonly becomeAccount: BecomeAccount,
    private readonly now: () => number,
  ) {}

  /** Sign-up: the options for a new account's first passkey. `guest` is the caller when a guest (their progress becomes the account's). */
  async signUpOptions(rp: RelyingParty, handle: string, invite: string | null, guest: PlayerRecord | null): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
    // The user handle the authenticator keeps: the guest's id (the account will be that row), else random.
    const userID = guest ? new TextEncoder().encode(guest.id) : new Uint8Array(randomBytes(16));
    const options = await this.creationOptions(rp, handle, userID, []);
    const flow: RegistrationFlow = { ceremony: 'sign-up', challenge: options.challenge, rp, handle, invite, guestId: guest?.id ?? null };
    return { flowId: await this.flows.begin({ kind: WEBAUTHN_FLOW, data: flow, ttlMs: PasskeyLimits.flowMs, playerId: guest?.id ?? null }), options };
  }

  /**
   * Sign-up: verifies the new passkey, makes the account (the guest's row when `guest` began
   * the flow and sends this too) and stores the passkey. The session is the caller's to start.
   */
  async signUp(
    rp: RelyingParty,
    flowId: string,
    response: RegistrationResponseJSON,
    guest: PlayerRecord | null,
    name: string,
  ): Promise<{ player: PlayerRecord; passkey: PasskeyRecord }> {
    const flow = await this.flows.take<RegistrationFlow>(WEBAUTHN_FLOW, flowId);
    if (!flow || flow.data.ceremony !== 'sign-up') throw expired();
    const data = flow.data;
    // The account is the guest who asked for the options, or nobody's if nobody was: another
    // caller cannot finish it as themselves, nor a guest take over a sign-up begun without them.
    if (data.guestId !== (guest?.id ?? null)) throw new HttpProblem(ErrorCode.Forbidden, 'This sign-up was begun by another player: start again from this browser.');
    const credential = await this.verifyNew(rp, data.rp, data.challenge, response);
    const player = await this.becomeAccount(guest, data.handle, data.invite ?? undefined);
    const passkey = await this.keep(player.id, credential, name);
    return { player, passkey };
  }

  /** A signed-in account adds another passkey: the options, which leave out the ones it has. */
  async addOptions(rp: RelyingParty, account: PlayerRecord): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
    const existing = await this.store.passkeysOf(account.id, PasskeyLimits.perAccount);
    if (existing.length >= PasskeyLimits.perAccount) throw tooMany();
    const options = await this.creationOptions(rp, account.name, new TextEncoder().encode(account.id), existing);
    const flow: RegistrationFlow = { ceremony: 'add', challenge: options.challenge, rp, playerId: account.id };
    return { flowId: await this.flows.begin({ kind: WEBAUTHN_FLOW, data: flow, ttlMs: PasskeyLimits.flowMs, playerId: account.id }), options };
  }

  async add(rp: RelyingParty, flowId: string, response: RegistrationResponseJSON, account: PlayerRecord, name: string): Promise<PasskeyRecord> {
    const flow = await this.flows.take<RegistrationFlow>(WEBAUTHN_FLOW, flowId);
    if (!flow || flow.data.ceremony !== 'add') throw expired();
    if (flow.data.playerId !== account.id) throw new HttpProblem(ErrorCode.Forbidden, 'This passkey request was begun by another account.');
    const credential = await this.verifyNew(rp, flow.data.rp, flow.data.challenge, response);
    if ((await this.store.countPasskeys(account.id)) >= PasskeyLimits.perAccount) throw tooMany();
    return this.keep(account.id, credential, name);
  }

  /** Sign-in: options for any passkey of this site the authenticator holds (discoverable credentials: no handle typed). */
  async signInOptions(rp: RelyingParty): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred', timeout: PasskeyLimits.flowMs });
    const flow: SignInFlow = { ceremony: 'sign-in', challenge: options.challenge, rp };
    return { flowId: await this.flows.begin({ kind: WEBAUTHN_FLOW, data: flow, ttlMs: PasskeyLimits.flowMs }), options };
  }

  /** Sign-in: the passkey's signature over the flow's challenge, its counter moved on. Answers whose it is (the caller starts the session). */
  async signIn(rp: RelyingParty, flowId: string, response: AuthenticationResponseJSON): Promise<PasskeyRecord> {
    const flow = await this.flows.take<SignInFlow>(WEBAUTHN_FLOW, flowId);
    if (!flow || flow.data.ceremony !== 'sign-in') throw expired();
    if (!sameParty(rp, flow.data.rp)) throw signInRefused('it was begun on another site.');
    const passkey = await this.store.passkeyById(response.id);
    if (!passkey) throw signInRefused('this passkey is not one of an account here (removed, or made for another server).');
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: flow.data.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: [...passkey.transports] as AuthenticatorTransport[],
        },
        requireUserVerification: false,
      });
    } catch (error) {
      throw signInRefused(error instanceof Error ? error.message.slice(0, 200) : 'the response is not a valid one.');
    }
    if (!verification.verified) throw signInRefused('the signature does not match.');
    const at = this.now();
    // Over the counter read: of two sign-ins with the same counter (a cloned authenticator, a
    // replay racing the original), one stamps it, the other is refused.
    if (!(await this.store.usePasskey(passkey.id, passkey.counter, verification.authenticationInfo.newCounter, at))) throw signInRefused('it was just used; try again.');
    return { ...passkey, counter: verification.authenticationInfo.newCounter, lastUsedAt: at };
  }

  private creationOptions(rp: RelyingParty, userName: string, userID: Uint8Array, existing: readonly PasskeyRecord[]) {
    return generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName,
      userID: userID as Uint8Array<ArrayBuffer>,
      userDisplayName: userName,
      timeout: PasskeyLimits.flowMs,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: [...passkey.transports] as AuthenticatorTransport[] })),
      // A passkey proper: kept on the authenticator, so signing in needs no handle typed.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      supportedAlgorithmIDs: ALGORITHMS,
    });
  }

  private async verifyNew(rp: RelyingParty, begunOn: RelyingParty, challenge: string, response: RegistrationResponseJSON): Promise<NewCredential> {
    if (!sameParty(rp, begunOn)) throw notVerified('it was begun on another site.');
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
        supportedAlgorithmIDs: ALGORITHMS,
      });
    } catch (error) {
      throw notVerified(error instanceof Error ? error.message : 'the response is not a valid one.');
    }
    if (!verification.verified) throw notVerified('the authenticator’s answer does not check out.');
    const { credential } = verification.registrationInfo;
    // The id the browser named must be the one the authenticator signed into its data.
    if (credential.id !== response.id || response.rawId !== response.id) throw notVerified('its id does not match the authenticator’s data.');
    if (await this.store.passkeyById(credential.id)) throw new HttpProblem(ErrorCode.Conflict, 'This passkey is already registered.');
    return { id: credential.id, publicKey: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter, transports: credential.transports ?? [] };
  }

  private async keep(playerId: string, credential: NewCredential, name: string): Promise<PasskeyRecord> {
    const passkey: PasskeyRecord = { ...credential, playerId, name, createdAt: this.now(), lastUsedAt: null };
    await this.store.addPasskey(passkey);
    return passkey;
  }
}

const tooMany = () => new HttpProblem(ErrorCode.TooManyPasskeys, `An account holds at most ${PasskeyLimits.perAccount} passkeys: remove one first.`);
