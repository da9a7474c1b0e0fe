import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's second recommended profile.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string) => hash(secret, OPTIONS);

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real verification when there is nothing to verify (no user enumeration by timing). */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hashSecret("dummy-password-for-timing");
  await verifySecret(await dummyHash, secret);
  return false;
}
