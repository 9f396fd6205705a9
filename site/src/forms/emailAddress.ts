import { formLimits } from '../config/offers';

/**
 * What the visitor typed, as it is sent and kept: without the spaces a paste often
 * brings, in Unicode's composed form (NFC: "é" typed as one character or as "e" and an
 * accent is one address) and with the domain in lower case (domains ignore case).
 */
export function normalizeEmail(input: string): string {
  const address = input.trim().normalize('NFC');
  const at = address.lastIndexOf('@');
  return at === -1 ? address : `${address.slice(0, at)}${address.slice(at).toLowerCase()}`;
}

const LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

/**
 * The one e-mail check of every form, applied to the normalised address: a local
 * part and a domain with a dot, as people type them (internationalised addresses
 * included). Quoted local parts and IP-literal domains are valid in RFC 5321 but
 * nobody signs up with them, and they are how HTML and injection attempts look.
 */
export function isValidEmail(address: string): boolean {
  if (address.length === 0 || address.length > formLimits.emailMaxLength) return false;
  const at = address.indexOf('@');
  if (at <= 0 || at !== address.lastIndexOf('@')) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return false;
  if (!labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '');
}
