import type { Role } from "@ecos/contracts";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "ecos-academy";
/** The form of the users' ids (PostgreSQL uuid): a `sub` of any other form names nobody. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  role: Role;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * The claims of a valid token, or null: signed by us (HS256), ours (issuer), with an expiry that has
   * not passed (a token without one is refused) and a user id for subject.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ["HS256"],
        requiredClaims: ["exp", "sub"],
      });
      if (typeof payload.sub !== "string" || !UUID.test(payload.sub)) return null;
      const role = payload.role === "SUPERADMIN" ? "SUPERADMIN" : "STUDENT";
      return { userId: payload.sub, role };
    } catch {
      return null;
    }
  }
}
