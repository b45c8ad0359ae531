// Accounts, tokens and the mailbox (B-03..B-13). Passwords are scrypt-hashed; tokens are HS256 JWTs
// with the claims the app decodes (B-04: exp, email, role list).
import { randomBytes, scryptSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Attachment } from './reportMail';
import { hashPassword, passwordAllowed, passwordMatches, PASSWORD_POLICY_MESSAGE, spendHashTime } from './passwords';

export type Role = 'Commissioner' | 'Provider';
export interface Account {
  email: string;
  name: string;
  company: string;
  licenseNumber: string;
  trainingCert: string;
  roles: Role[];
  passwordHash: string;
  verified: boolean;
  /** raised by a password reset; tokens carry it (claim `sv`) and older ones are refused */
  sessionVersion: number;
}
export interface Mail {
  to: string;
  subject: string;
  body: string;
  link?: string;
  token?: string;
  /** a report by e-mail (mailReport) carries its PDF; the bytes are at each one's url */
  attachments?: Attachment[];
  at: string;
}

export const DEMO_PASSWORD = 'solshare-demo';
export const TOKEN_HOURS = 12;
export const RESET_TOKEN_MINUTES = 60;
/** the one answer to every valid sign-up, whether or not the e-mail already has an account (B-11) */
export const REGISTERED = 'please click the verification link in your email box';

// Hashed once at start-up, not per request: the seeded accounts share it.
const DEMO_HASH = (() => {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(DEMO_PASSWORD, salt, 32).toString('hex')}`;
})();

export interface Links {
  /** where the app is served: reset links point there (configuration, never a request header) */
  appOrigin: string;
  /** where the simulator is served: verification links point there */
  selfOrigin: string;
}

export class Accounts {
  readonly accounts = new Map<string, Account>();
  readonly mailbox: Mail[] = [];
  private readonly resetTokens = new Map<string, { email: string; expires: number }>();
  private readonly verifyTokens = new Map<string, string>();
  private readonly secret: Uint8Array;
  /** for tests: the clock reset tokens expire by */
  now: () => number = Date.now;

  constructor(
    private readonly log: boolean,
    secret = randomBytes(32),
    private readonly links: Links = { appOrigin: 'http://127.0.0.1:8080', selfOrigin: 'http://127.0.0.1:8080' },
  ) {
    this.secret = new Uint8Array(secret);
    this.add({
      email: 'installer@example.com',
      name: 'Ivy Installer',
      company: 'Demo Solar Installs',
      roles: ['Commissioner'],
    });
    this.add({
      email: 'provider@example.com',
      name: 'Pat Provider',
      company: 'Demo Energy Provider',
      roles: ['Provider'],
    });
    this.add({ email: 'fleet@example.com', name: 'Fran Fleet', company: 'Demo Fleet Provider', roles: ['Provider'] }); // owns the 1,000-site demo fleet (fleetSeed.ts)
    // owns 50,000 sites (SIM_LARGE_FLEET_SITES), seeded on first use (fleetSeed.ts)
    this.add({
      email: 'large-fleet@example.com',
      name: 'Lars Large',
      company: 'Demo Fleet at Scale',
      roles: ['Provider'],
    });
  }

  private add(a: { email: string; name: string; company: string; roles: Role[] }): void {
    this.accounts.set(a.email, {
      ...a,
      licenseNumber: 'DEMO-1',
      trainingCert: 'ABCD-1234',
      passwordHash: DEMO_HASH,
      verified: true,
      sessionVersion: 0,
    });
  }

  send(mail: Omit<Mail, 'at'>): void {
    const m = { ...mail, at: new Date().toISOString() };
    this.mailbox.push(m);
    if (this.log) console.log(`[mail] to ${m.to}: ${m.subject}\n       ${m.body}`);
  }

  /**
   * undefined when accepted. An e-mail that already has an account gets the same answer (no new
   * account; its owner is told by mail), so sign-up does not reveal who has an account.
   */
  async register(body: {
    name: string;
    company: string;
    licenseNumber: string;
    trainingCert: string;
    email: string;
    password: string;
    passwordConfirm: string;
  }): Promise<string | undefined> {
    if (body.password !== body.passwordConfirm) return "Two inputs don't match!";
    if (!passwordAllowed(body.password)) return PASSWORD_POLICY_MESSAGE;
    const email = body.email.toLowerCase();
    const passwordHash = await hashPassword(body.password); // also for a taken e-mail: same time
    if (this.accounts.has(email)) {
      this.send({
        to: email,
        subject: 'Someone tried to sign up with your email address',
        body: `An account with this email address already exists. If this was you, log in or reset your password at ${this.links.appOrigin}/login.`,
      });
      return undefined;
    }
    this.accounts.set(email, {
      email,
      name: body.name,
      company: body.company,
      licenseNumber: body.licenseNumber,
      trainingCert: body.trainingCert,
      roles: ['Commissioner'],
      passwordHash,
      verified: false,
      sessionVersion: 0,
    });
    const token = randomBytes(16).toString('hex');
    this.verifyTokens.set(token, email);
    const link = `${this.links.selfOrigin}/__sim/verify/${token}`;
    this.send({
      to: email,
      subject: 'Verify your email address',
      body: `Please click the verification link: ${link}`,
      link,
      token,
    });
    return undefined;
  }

  verify(token: string): boolean {
    const email = this.verifyTokens.get(token);
    const account = email ? this.accounts.get(email) : undefined;
    if (!account) return false;
    account.verified = true;
    this.verifyTokens.delete(token);
    return true;
  }

  /** a signed token, or undefined for wrong credentials (the simulator does not require verification) */
  async login(emailIn: string, password: string): Promise<string | undefined> {
    const account = this.accounts.get(emailIn.trim().toLowerCase());
    if (!account) {
      await spendHashTime(password);
      return undefined;
    }
    if (!(await passwordMatches(password, account.passwordHash))) return undefined;
    return this.issue(account, Math.floor(Date.now() / 1000) + TOKEN_HOURS * 3600);
  }

  /** also used by tests to mint expired tokens */
  issue(account: Pick<Account, 'email' | 'roles'>, exp: number): Promise<string> {
    const sv = this.accounts.get(account.email)?.sessionVersion ?? 0;
    return new SignJWT({ email: account.email, role: account.roles, sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .setSubject(account.email)
      .sign(this.secret);
  }

  /** the account a bearer token belongs to, or undefined when missing, forged or expired */
  async authenticate(header: string | undefined): Promise<Account | undefined> {
    const token = header?.match(/^Bearer (.+)$/)?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const account = this.accounts.get(String(payload.email));
      // a password reset ends every session that began before it
      return account && payload.sv === account.sessionVersion ? account : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Mails a reset link when the account exists; the caller answers the same either way. The link
   * works once, for RESET_TOKEN_MINUTES, and only while it is the account's newest.
   */
  forgetPassword(emailIn: string): void {
    const email = emailIn.trim().toLowerCase();
    if (!this.accounts.has(email)) return;
    for (const [t, r] of this.resetTokens) if (r.email === email) this.resetTokens.delete(t);
    const token = randomBytes(32).toString('hex');
    this.resetTokens.set(token, { email, expires: this.now() + RESET_TOKEN_MINUTES * 60_000 });
    // the app's own reset route (B-13) receives the token
    const link = `${this.links.appOrigin}/reset-password/${token}`;
    this.send({
      to: email,
      subject: 'Reset your password',
      body: `Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password: ${link}`,
      link,
      token,
    });
  }

  /** undefined when done, else why not */
  async resetPassword(token: string, password: string): Promise<'invalid' | 'policy' | undefined> {
    const entry = this.resetTokens.get(token);
    const account = entry && entry.expires > this.now() ? this.accounts.get(entry.email) : undefined;
    if (!account) {
      this.resetTokens.delete(token);
      return 'invalid';
    }
    if (!passwordAllowed(password)) return 'policy'; // the link stays usable for a better password
    this.resetTokens.delete(token);
    account.passwordHash = await hashPassword(password);
    account.sessionVersion += 1;
    return undefined;
  }
}
