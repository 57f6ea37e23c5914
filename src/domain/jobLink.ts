// The customer's job link (issue 30; docs/architecture.md, "Customer messages"): `/track/<token>`
// opens one complaint's customer view without signing in. The token is a JWT signed (HS256) with the
// store's link key, naming the warehouse, the complaint and the link record; the record can be revoked
// and has its own expiry, so a link is refused when its signature, its expiry or its record says so.
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from './tokens';

/** How long a link opens: long enough for a repair and its invoice to be paid. */
export const JOB_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The audience of link tokens: an access token (no audience) is never taken for one, nor one for it. */
const AUDIENCE = 'job-link';

export interface JobLinkClaims {
  tenantId: string;
  complaintId: number;
  linkId: number;
}

/** A link token, expiring at `expiresAtMs`. */
export const signJobLink = (key: CryptoKey, { tenantId, complaintId, linkId }: JobLinkClaims, nowMs: number, expiresAtMs: number): Promise<string> =>
  new SignJWT({ tid: tenantId, cid: complaintId, lid: linkId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(key);

/** Why a link does not open (the refusal's key, i18n serverText.*). */
export type JobLinkRefusal = 'serverText.jobLinkInvalid' | 'serverText.jobLinkExpired' | 'serverText.jobLinkRevoked';

/** The claims of a token signed with `key`, or why it is refused: expired, or anything else (tampered, another key, not a link). */
export const verifyJobLink = async (key: CryptoKey, token: string, nowMs: number): Promise<JobLinkClaims | JobLinkRefusal> => {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) || token.length > 2048) return 'serverText.jobLinkInvalid';
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: AUDIENCE, currentDate: new Date(nowMs), requiredClaims: ['exp'] });
    const { tid, cid, lid } = payload as { tid?: unknown; cid?: unknown; lid?: unknown };
    if (typeof tid !== 'string' || !Number.isSafeInteger(cid) || !Number.isSafeInteger(lid)) return 'serverText.jobLinkInvalid';
    return { tenantId: tid, complaintId: cid as number, linkId: lid as number };
  } catch (e) {
    return (e as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'serverText.jobLinkExpired' : 'serverText.jobLinkInvalid';
  }
};

/** What the stored link record says of a verified token: opens, or revoked/expired/not this complaint's. */
export const linkRecordRefusal = (
  record: { complaintId: number; expiresAt: string; revokedAt: string | null } | undefined,
  claims: JobLinkClaims,
  nowMs: number,
): JobLinkRefusal | null => {
  if (!record || record.complaintId !== claims.complaintId) return 'serverText.jobLinkInvalid';
  if (record.revokedAt) return 'serverText.jobLinkRevoked';
  if (Date.parse(record.expiresAt) <= nowMs) return 'serverText.jobLinkExpired';
  return null;
};
