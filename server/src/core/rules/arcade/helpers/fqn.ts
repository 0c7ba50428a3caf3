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

/**
 * `<Toolkit>.<Name>[@<version>]`. arcade-core joins the two names with `.` and validates neither (`name="my.tool"`
 * gives `Kit.My.tool`, `name="my tool"` `Kit.My tool`), so with the tool's `name` known, an FQN ending in
 * `.<name>` (before an `@version`) is read as that name; otherwise the tool part is the last as many dot-separated
 * parts as the name has.
 */
export function parseFqn(fqn: string, name?: string): FqnParts | undefined {
  if (name) {
    for (const at of [fqn.length, fqn.lastIndexOf('@')]) {
      const base = fqn.slice(0, at);
      const version = at < fqn.length ? fqn.slice(at + 1) : undefined;
      if (at > 0 && version !== '' && base.endsWith(`.${name}`) && base.length > name.length + 1)
        return { toolkit: base.slice(0, base.length - name.length - 1), name, version };
    }
  }
  const at = fqn.indexOf('@');
  const base = at >= 0 ? fqn.slice(0, at) : fqn;
  const version = at >= 0 ? fqn.slice(at + 1) : undefined;
  // As many dot-separated parts as the name has (one, for a name without dots) are the tool part.
  const segments = base.split('.');
  const own = Math.min(name ? name.split('.').length : 1, segments.length - 1);
  const parts = { toolkit: segments.slice(0, -own).join('.'), name: segments.slice(-own).join('.'), version };
  if (own < 1 || !parts.toolkit || segments.some((s) => !s) || version === '' || (/\s/.test(fqn) && !name?.match(/\s/))) return undefined;
  return parts;
}

export const formatFqn = (p: FqnParts) => `${p.toolkit}.${p.name}${p.version !== undefined ? `@${p.version}` : ''}`;

/** The regular expression semver.org recommends (ECMAScript form). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** The last version found semver: a run meets the same few toolkit versions in file after file. */
let lastSemver: string | undefined;

export const isSemver = (v: string): boolean => v === lastSemver || (SEMVER.test(v) && ((lastSemver = v), true));

/** `v1.2` → `1.2.0`, `01.2.3` → `1.2.3`: the obvious reading of a near-miss, or undefined. */
export function coerceSemver(v: string): string | undefined {
  const m = v.trim().match(/^[vV]?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/);
  if (!m) return undefined;
  return [m[1], m[2] ?? '0', m[3] ?? '0'].map((n) => String(Number(n))).join('.');
}

/** The version a toolkit version should be written as: itself when it is semver, else its coerced reading if any. */
export const intendedVersion = (v: string) => (isSemver(v) ? v : (coerceSemver(v) ?? v));
