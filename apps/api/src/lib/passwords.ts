import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline for interactive logins.
export const hashPassword = (password: string) => hash(password);

// Verifying against this when the e-mail is unknown makes a wrong e-mail cost as long as a wrong password.
const decoy = hash('huella-decoy-password');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
