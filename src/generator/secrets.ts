/**
 * Random secrets for the generated files. The random source is injected (the browser passes
 * `crypto.getRandomValues`), so tests can use a fixed one and the module never reads a global.
 */

export type GetRandomValues = (array: Uint8Array) => Uint8Array;

export interface Secrets {
  encryptionKey: string;
  /** 6.x wants 16 to 32 characters for SECRET_KEY. */
  secretKey: string;
  dbPassword: string;
  /** MariaDB's root account; the application never uses it. */
  dbRootPassword: string;
}

// Letters and digits only: the values go unquoted into .env and YAML and must need no escaping.
const ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes at or above it are dropped, so every character is equally likely.
const LIMIT = 256 - (256 % ALPHABET.length);

export const SECRET_LENGTH = 32;

export function randomSecret(
  length: number,
  getRandomValues: GetRandomValues,
): string {
  let secret = '';
  // A broken source (all bytes rejected) must fail loudly rather than hang the page.
  for (let round = 0; secret.length < length; round += 1) {
    if (round === 100)
      throw new Error('The random source returned no usable bytes.');
    for (const byte of getRandomValues(new Uint8Array(length * 2))) {
      if (byte < LIMIT && secret.length < length)
        secret += ALPHABET[byte % ALPHABET.length];
    }
  }
  return secret;
}

export function generateSecrets(getRandomValues: GetRandomValues): Secrets {
  const next = (): string => randomSecret(SECRET_LENGTH, getRandomValues);
  return {
    encryptionKey: next(),
    secretKey: next(),
    dbPassword: next(),
    dbRootPassword: next(),
  };
}
