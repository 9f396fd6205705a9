import { createHash, randomBytes } from 'node:crypto';

/** A token for a link in a mail: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked copy cannot be used. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
