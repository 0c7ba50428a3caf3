/**
 * Arcade's names and versions, read the same way by every rule and hover that looks at them: a
 * `fully_qualified_name` (`<Toolkit>.<Name>[@<version>]`) and a toolkit version, with the one reading of a
 * near-miss version both `arcade/fqn-mismatch` and `arcade/invalid-toolkit-version` suggest.
 */

export interface FqnParts {
  toolkit: string;
  name: string;
  version?: string;
}

/** `<Toolkit>.<Name>[@<version>]`; the toolkit part may itself contain dots, the name part may not. */
export function parseFqn(fqn: string): FqnParts | undefined {
  const at = fqn.indexOf('@');
  const base = at >= 0 ? fqn.slice(0, at) : fqn;
  const version = at >= 0 ? fqn.slice(at + 1) : undefined;
  const dot = base.lastIndexOf('.');
  const parts = { toolkit: base.slice(0, dot), name: base.slice(dot + 1), version };
  if (dot <= 0 || !parts.name || version === '' || /\s/.test(fqn)) return undefined;
  return parts;
}

export const formatFqn = (p: FqnParts) => `${p.toolkit}.${p.name}${p.version !== undefined ? `@${p.version}` : ''}`;

/** The regular expression semver.org recommends (ECMAScript form). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const isSemver = (v: string) => SEMVER.test(v);

/** `v1.2` → `1.2.0`, `01.2.3` → `1.2.3`: the obvious reading of a near-miss, or undefined. */
export function coerceSemver(v: string): string | undefined {
  const m = v.trim().match(/^[vV]?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/);
  if (!m) return undefined;
  return [m[1], m[2] ?? '0', m[3] ?? '0'].map((n) => String(Number(n))).join('.');
}

/** The version a toolkit version should be written as: itself when it is semver, else its coerced reading if any. */
export const intendedVersion = (v: string) => (isSemver(v) ? v : (coerceSemver(v) ?? v));
