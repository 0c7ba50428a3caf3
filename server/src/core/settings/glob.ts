/**
 * Glob matching that cannot hang. picomatch compiles a glob to a backtracking RegExp, so a glob from a settings
 * file (`*a*a*a*a*a*a*a*a*b`) could run for minutes against a long file name. Here a glob becomes a small list of
 * steps matched by simulating all positions at once (a Thompson NFA): time O(path × glob), never exponential.
 *
 * Syntax: `*` (any run within a segment), `?` (one character but `/`), `**` as a whole segment (any number of
 * segments), `[abc]`, `[a-z]`, `[!x]` / `[^x]`, and `{a,b}` alternatives. Dots are not special; matching ignores
 * case (file systems on macOS and Windows do). A refused glob gets a sentence saying why (`globProblem`).
 */

/** Longest glob accepted; real associations are a few dozen characters. */
export const MAX_GLOB_LENGTH = 500;
/** Most alternatives `{a,b}` may expand to, in all (`{a,b}{c,d}` is 4). */
export const MAX_GLOB_ALTERNATIVES = 64;

type Step =
  | { kind: 'one'; test: (c: string) => boolean } // exactly one character
  | { kind: 'many'; test: (c: string) => boolean } // zero or more characters
  | { kind: 'skip'; to: number }; // may jump ahead to step `to` without reading anything (optional `**/`)

export type GlobMatcher = (path: string) => boolean;

class GlobError extends Error {}

/** Why a glob is refused, as a sentence fragment ("… is not a valid glob: <why>"), or undefined when it is fine. */
export function globProblem(glob: string): string | undefined {
  try {
    compileGlob(glob);
    return undefined;
  } catch (e) {
    if (e instanceof GlobError) return e.message;
    throw e;
  }
}

/** A matcher for the whole path (anchored at both ends); throws on a refused glob (see globProblem). */
export function compileGlob(glob: string): GlobMatcher {
  const matchLower = compileLowerCaseGlob(glob);
  return (path) => matchLower(path.toLowerCase());
}

/**
 * compileGlob's matcher for a path already in lower case: a caller matching one path against several globs (the
 * file-name defaults, for every file of a CLI run) lowers it once.
 */
export function compileLowerCaseGlob(glob: string): GlobMatcher {
  if (glob.trim() === '') throw new GlobError('it is empty');
  if (glob.length > MAX_GLOB_LENGTH) throw new GlobError(`it is longer than ${MAX_GLOB_LENGTH} characters`);
  if (glob.includes('\\')) throw new GlobError('it contains "\\"; globs use "/" between folders, e.g. "tools/*.json"');
  const programs = expandBraces(glob.toLowerCase()).map((alternative) => {
    // `**/` + a rest without a `**` segment: the rest's matches have exactly as many `/` as the rest (no wildcard
    // matches `/`), so it can only match the path's last that many segments, and only those are simulated (the
    // CLI matches every file against `**/wrapper_tools/*.json` and the like, on long absolute paths).
    const rest = alternative.startsWith('**/') ? alternative.slice('**/'.length) : undefined;
    const segments = rest?.split('/');
    const anchored = segments !== undefined && !segments.includes('**');
    const body = anchored ? rest! : alternative;
    return {
      steps: compileAlternative(body),
      tail: literalTail(body),
      segments: anchored ? segments.length : 0,
      simple: oneStar(body),
    };
  });
  // The suffix test first: most paths fail it (`*.tool.json` against `…/x.json`), and it is far cheaper than `run`.
  return (lower) =>
    programs.some(({ steps, tail, segments, simple }) => {
      if (!lower.endsWith(tail)) return false;
      const subject = segments ? lastSegments(lower, segments) : lower;
      return subject !== undefined && (simple ? simple(subject) : run(steps, subject));
    });
}

/**
 * A glob with one `*` and no other wildcard (`*.tool.json`, `wrapper_tools/*.json`: every file-name default) is a
 * prefix, a suffix and no `/` between them: compared as strings, without the simulation (association in a CLI run
 * over 7,015 definitions, profiled: 145 → 73 ms). Undefined for any other glob.
 */
function oneStar(glob: string): ((path: string) => boolean) | undefined {
  const star = glob.indexOf('*');
  if (star < 0 || /[*?[\]]/.test(glob.slice(star + 1)) || /[?[\]]/.test(glob.slice(0, star))) return undefined;
  const head = glob.slice(0, star);
  const tail = glob.slice(star + 1);
  return (path) =>
    path.length >= head.length + tail.length &&
    path.startsWith(head) &&
    path.endsWith(tail) &&
    !path.slice(head.length, path.length - tail.length).includes('/');
}

/** The path's last `count` segments (the whole path when it has exactly that many), undefined when it has fewer. */
function lastSegments(path: string, count: number): string | undefined {
  let end = path.length;
  for (let found = 0; found < count; found++) {
    const slash = end > 0 ? path.lastIndexOf('/', end - 1) : -1;
    if (slash < 0) return found === count - 1 ? path : undefined;
    if (found === count - 1) return path.slice(slash + 1);
    end = slash;
  }
  return undefined;
}

/**
 * What every match ends with: the literal text after the last wildcard (`*.tool.json` → `.tool.json`), without a
 * leading `/`: after a `**` segment that slash is optional (the glob `**` + `/a.ts` matches `a.ts`).
 */
const literalTail = (glob: string) => glob.slice(Math.max(...['*', '?', '[', ']'].map((c) => glob.lastIndexOf(c))) + 1).replace(/^\//, '');

/** `a{b,c}d` → [`abd`, `acd`], nested braces included, with a cap on the number of results. */
function expandBraces(glob: string): string[] {
  const open = glob.indexOf('{');
  if (open < 0) {
    if (glob.includes('}')) throw new GlobError('it has a "}" without a "{"');
    return [glob];
  }
  let depth = 0;
  const commas: number[] = [];
  let close = -1;
  for (let i = open; i < glob.length && close < 0; i++) {
    if (glob[i] === '{') depth++;
    else if (glob[i] === '}' && --depth === 0) close = i;
    else if (glob[i] === ',' && depth === 1) commas.push(i);
  }
  if (close < 0) throw new GlobError('it has a "{" without a "}"');
  if (glob.slice(0, open).includes('}')) throw new GlobError('it has a "}" without a "{"');
  const bounds = [open, ...commas, close];
  const options = bounds.slice(1).flatMap((end, i) => expandBraces(glob.slice(bounds[i] + 1, end)));
  const head = glob.slice(0, open);
  const tails = expandBraces(glob.slice(close + 1));
  const out: string[] = [];
  for (const option of options) {
    for (const tail of tails) {
      out.push(head + option + tail);
      if (out.length > MAX_GLOB_ALTERNATIVES)
        throw new GlobError(`its { } alternatives expand to more than ${MAX_GLOB_ALTERNATIVES} patterns`);
    }
  }
  return out;
}

const notSlash = (c: string) => c !== '/';
const anyChar = () => true;
const literal = (ch: string) => (c: string) => c === ch;

function compileAlternative(glob: string): Step[] {
  const steps: Step[] = [];
  const segments = glob.split('/');
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '**') {
      if (last) {
        // `a/**` also matches `a` itself: the `/` before it becomes optional.
        if (i > 0) steps.splice(steps.length - 1, 0, { kind: 'skip', to: steps.length + 2 });
        steps.push({ kind: 'many', test: anyChar });
      } else {
        // `**/` : nothing, or any run of characters ending in `/`.
        steps.push({ kind: 'skip', to: steps.length + 3 }, { kind: 'many', test: anyChar }, { kind: 'one', test: literal('/') });
      }
      return;
    }
    compileSegment(segment, steps);
    if (!last) steps.push({ kind: 'one', test: literal('/') });
  });
  return steps;
}

function compileSegment(segment: string, steps: Step[]): void {
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    if (c === '*') {
      while (segment[i + 1] === '*') i++; // `**` inside a segment is `*`
      steps.push({ kind: 'many', test: notSlash });
    } else if (c === '?') steps.push({ kind: 'one', test: notSlash });
    else if (c === '[') {
      const end = segment.indexOf(']', i + 2);
      if (end < 0) throw new GlobError('it has a "[" without a "]"');
      steps.push({ kind: 'one', test: characterClass(segment.slice(i + 1, end)) });
      i = end;
    } else steps.push({ kind: 'one', test: literal(c) });
  }
}

/** `abc`, `a-z`, `!a-z`, `^a-z` (the inside of `[...]`); never matches `/`. */
function characterClass(body: string): (c: string) => boolean {
  const negated = body[0] === '!' || body[0] === '^';
  const chars = negated ? body.slice(1) : body;
  const ranges: [string, string][] = [];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i + 1] === '-' && i + 2 < chars.length) {
      ranges.push([chars[i], chars[i + 2]]);
      i += 2;
    } else ranges.push([chars[i], chars[i]]);
  }
  return (c) => c !== '/' && ranges.some(([lo, hi]) => c >= lo && c <= hi) !== negated;
}

/** Simulates every step at once: each character moves the whole set of live steps forward. */
function run(steps: Step[], path: string): boolean {
  const n = steps.length;
  let live = new Uint8Array(n + 1);
  let next = new Uint8Array(n + 1);
  const add = (set: Uint8Array, i: number) => {
    // Epsilon closure: a `many` step may match nothing; a `skip` may jump.
    while (i <= n && !set[i]) {
      set[i] = 1;
      const step = steps[i];
      if (!step) return;
      if (step.kind === 'skip') add(set, step.to);
      else if (step.kind !== 'many') return;
      i++;
    }
  };
  add(live, 0);
  for (let k = 0; k < path.length; k++) {
    const c = path[k];
    next.fill(0);
    let any = false;
    for (let i = 0; i < n; i++) {
      if (!live[i]) continue;
      const step = steps[i];
      if (step.kind === 'skip' || !step.test(c)) continue;
      add(next, step.kind === 'many' ? i : i + 1);
      any = true;
    }
    if (!any) return false;
    [live, next] = [next, live];
  }
  return live[n] === 1;
}
