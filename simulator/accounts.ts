// Accounts, tokens and the mailbox (B-03..B-13). Passwords are scrypt-hashed; tokens are HS256 JWTs
// with the claims the app decodes (B-04: exp, email, role list).
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type Role = 'Commissioner' | 'Provider';
export interface Account {
  email: string; name: string; company: string; licenseNumber: string; trainingCert: string;
  roles: Role[]; passwordHash: string; verified: boolean;
}
export interface Mail { to: string; subject: string; body: string; link?: string; token?: string; at: string }

export const DEMO_PASSWORD = 'solshare-demo';
export const TOKEN_HOURS = 12;

function hash(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}
function matches(password: string, stored: string): boolean {
  const [salt, key] = stored.split(':');
  return timingSafeEqual(Buffer.from(key, 'hex'), scryptSync(password, Buffer.from(salt, 'hex'), 32));
}

export class Accounts {
  readonly accounts = new Map<string, Account>();
  readonly mailbox: Mail[] = [];
  private readonly resetTokens = new Map<string, string>(); // token → email
  private readonly verifyTokens = new Map<string, string>();
  private readonly secret: Uint8Array;

  constructor(private readonly log: boolean, secret = randomBytes(32)) {
    this.secret = new Uint8Array(secret);
    this.add({ email: 'installer@example.com', name: 'Ivy Installer', company: 'Demo Solar Installs', roles: ['Commissioner'] });
    this.add({ email: 'provider@example.com', name: 'Pat Provider', company: 'Demo Energy Provider', roles: ['Provider'] });
    this.add({ email: 'fleet@example.com', name: 'Fran Fleet', company: 'Demo Fleet Provider', roles: ['Provider'] }); // owns the 1,000-site demo fleet (fleetSeed.ts)
  }

  private add(a: { email: string; name: string; company: string; roles: Role[] }): void {
    this.accounts.set(a.email, { ...a, licenseNumber: 'DEMO-1', trainingCert: 'ABCD-1234', passwordHash: hash(DEMO_PASSWORD), verified: true });
  }

  send(mail: Omit<Mail, 'at'>): void {
    const m = { ...mail, at: new Date().toISOString() };
    this.mailbox.push(m);
    if (this.log) console.log(`[mail] to ${m.to}: ${m.subject}\n       ${m.body}`);
  }

  register(body: { name: string; company: string; licenseNumber: string; trainingCert: string; email: string; password: string; passwordConfirm: string }, origin: string): string | undefined {
    if (body.password !== body.passwordConfirm) return "Two inputs don't match!";
    const email = body.email.toLowerCase();
    if (this.accounts.has(email)) return 'An account with this email already exists';
    this.accounts.set(email, { email, name: body.name, company: body.company, licenseNumber: body.licenseNumber, trainingCert: body.trainingCert, roles: ['Commissioner'], passwordHash: hash(body.password), verified: false });
    const token = randomBytes(16).toString('hex');
    this.verifyTokens.set(token, email);
    const link = `${origin}/__sim/verify/${token}`;
    this.send({ to: email, subject: 'Verify your email address', body: `Please click the verification link: ${link}`, link, token });
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
    if (!account || !matches(password, account.passwordHash)) return undefined;
    return this.issue(account, Math.floor(Date.now() / 1000) + TOKEN_HOURS * 3600);
  }

  /** also used by tests to mint expired tokens */
  issue(account: Pick<Account, 'email' | 'roles'>, exp: number): Promise<string> {
    return new SignJWT({ email: account.email, role: account.roles })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt().setExpirationTime(exp).setSubject(account.email)
      .sign(this.secret);
  }

  /** the account a bearer token belongs to, or undefined when missing, forged or expired */
  async authenticate(header: string | undefined): Promise<Account | undefined> {
    const token = header?.match(/^Bearer (.+)$/)?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      return this.accounts.get(String(payload.email));
    } catch {
      return undefined;
    }
  }

  forgetPassword(emailIn: string, origin: string): boolean {
    const email = emailIn.trim().toLowerCase();
    if (!this.accounts.has(email)) return false;
    const token = randomBytes(16).toString('hex');
    this.resetTokens.set(token, email);
    // the app's own reset route (B-13) receives the token
    const link = `${origin}/reset-password/${token}`;
    this.send({ to: email, subject: 'Reset your password', body: `Open this link to choose a new password: ${link}`, link, token });
    return true;
  }

  resetPassword(token: string, password: string): boolean {
    const email = this.resetTokens.get(token);
    const account = email ? this.accounts.get(email) : undefined;
    if (!account) return false;
    account.passwordHash = hash(password);
    this.resetTokens.delete(token);
    return true;
  }
}
