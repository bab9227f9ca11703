import { Secret, TOTP } from "otpauth";

/** The code an authenticator app shows for this secret, now or `stepsAhead` 30-second steps later. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
