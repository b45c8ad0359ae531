// Password hashing off the event loop (scrypt through libuv's thread pool: twenty logins at once no
// longer stall every other request) and the password policy read from the contract.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { checkSchema, openapiDoc } from './contract';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(password, salt, 32)).toString('hex')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [salt, key] = stored.split(':');
  return timingSafeEqual(Buffer.from(key, 'hex'), await scryptAsync(password, Buffer.from(salt, 'hex'), 32));
}

// Compared against when the account does not exist, so a wrong e-mail costs the same time as a
// wrong password and timing does not tell which e-mails have accounts.
const DUMMY = `${'0'.repeat(32)}:${'0'.repeat(64)}`;
export async function spendHashTime(password: string): Promise<void> {
  await passwordMatches(password, DUMMY);
}

/** NIST SP 800-63B as openapi.yaml states it (components/schemas/NewPassword): 8..128, not common. */
export function passwordAllowed(password: string): boolean {
  return checkSchema('NewPassword', password);
}

const schemas = (openapiDoc.components as { schemas: Record<string, { 'x-message'?: string }> }).schemas;
export const PASSWORD_POLICY_MESSAGE = `Invalid request: ${schemas.NewPassword['x-message']}`;
