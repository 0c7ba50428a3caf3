/**
 * Which bundled schema a document gets, and why. Priority: a per-document choice made in the editor, then the `toolschema.associations` setting, then the
 * document's own `$schema`, then the file name, then the content's shape. Anything else gets nothing from us.
 */
import { compileGlob, compileLowerCaseGlob, type GlobMatcher } from '../settings/glob';
import { SchemaEntry, schemaById, schemaForSchemaValue, type SchemaId } from '../model/catalog';
import type { Settings } from '../settings/settings';
import type { RootFacts } from '../model/edits';
import type { Association } from '../model/association';
import type { JsonValue } from '../model/tree';
import { hostToolsByContent } from './hostToolsShape';

export type { RootFacts };

export type { Association, AssociationReason } from '../model/association';

/** Also VS Code's jsonValidation file patterns (package.json; a unit test keeps the two in step). */
export const FILE_NAME_DEFAULTS: ReadonlyArray<{ glob: string; target: 'arcade' | Exclude<SchemaId, `arcade-${string}`> }> = [
  { glob: '*.tool.json', target: 'arcade' },
  { glob: '*.tool.jsonc', target: 'arcade' },
  { glob: '**/wrapper_tools/*.json', target: 'arcade' },
  { glob: '*.args.json', target: 'pedelec-args' },
  { glob: '*.args.jsonc', target: 'pedelec-args' },
  { glob: '*.argsschema.json', target: 'pedelec-args' },
  { glob: '*.skills.json', target: 'pedelec-skills' },
  { glob: '*.skills.jsonc', target: 'pedelec-skills' },
  // A skills directory's legacy tools registry (Core has a loader for it) and what Core writes for the agent (one per tool).
  { glob: '**/skills/tools.json', target: 'pedelec-tools' },
  { glob: '**/skills/tools-*.json', target: 'pedelec-tool' },
  // toolschema's own config files (cli/config.ts CONFIG_FILE_NAMES).
  { glob: 'toolschema.config.json', target: 'toolschema-config' },
  { glob: 'toolschema.config.jsonc', target: 'toolschema-config' },
  { glob: '.toolschemarc.json', target: 'toolschema-config' },
];

const matcherCache = new Map<string, GlobMatcher>();
/** Settings can change many times in a session; the cache is dropped rather than grown without end. */
const MAX_CACHED_MATCHERS = 1000;
const never: GlobMatcher = () => false;

/** The pattern a glob stands for: one that starts with neither `/` nor a globstar folder matches at any depth. */
export const anywherePattern = (glob: string) => (glob.startsWith('/') || glob.startsWith('**/') ? glob : `**/${glob}`);

/** Glob match in the VS Code `files.associations` manner: a pattern without `/` matches the file name anywhere. */
export function globMatches(glob: string, path: string): boolean {
  let match = matcherCache.get(glob);
  if (!match) {
    try {
      match = compileGlob(anywherePattern(glob));
    } catch {
      match = never; // refused globs are reported when the settings are read (settings.ts)
    }
    if (matcherCache.size >= MAX_CACHED_MATCHERS) matcherCache.clear();
    matcherCache.set(glob, match);
  }
  return match(toPosix(path));
}

const toPosix = (path: string) => (path.includes('\\') ? path.replace(/\\/g, '/') : path);

/** FILE_NAME_DEFAULTS with their matchers, compiled once (asked for every file of a CLI run); the path is lowered once. */
let byFileName: { glob: string; target: (typeof FILE_NAME_DEFAULTS)[number]['target']; match: GlobMatcher }[] | undefined;
const fileNameDefault = (posixPath: string) => {
  const lower = posixPath.toLowerCase();
  return (byFileName ??= FILE_NAME_DEFAULTS.map((d) => ({ ...d, match: compileLowerCaseGlob(anywherePattern(d.glob)) }))).find((d) =>
    d.match(lower),
  );
};

/** The Arcade schema version a document without a recognised `$schema` gets: `inputs` means preview. */
function arcadeByShape(root: RootFacts): SchemaEntry {
  return schemaById(root.keys.has('inputs') && !root.keys.has('input') ? 'arcade-tool-preview' : 'arcade-tool-current')!;
}

/**
 * `override`: the schema id the user picked for this one document in the editor; it wins over everything. `content`:
 * the document's plain value, asked for only to tell a host's tool file by its content (hostToolsShape.ts; absent for
 * a file too large to build a tree of).
 */
export function associate(
  path: string,
  root: RootFacts | undefined,
  settings: Settings,
  override?: string,
  content?: () => JsonValue | undefined,
): Association | undefined {
  const chosen = override === undefined ? undefined : schemaById(override);
  if (chosen) return { schema: chosen, reason: 'override', detail: 'chosen for this file' };
  for (const [glob, id] of Object.entries(settings.associations)) {
    const schema = schemaById(id);
    if (schema && globMatches(glob, path)) return { schema, reason: 'setting', detail: glob };
  }
  if (root?.schemaValue !== undefined) {
    const schema = schemaForSchemaValue(root.schemaValue);
    if (schema) return { schema, reason: '$schema', detail: root.schemaValue };
  }
  const byName = fileNameDefault(toPosix(path));
  if (byName) {
    const schema = byName.target === 'arcade' ? arcadeByShape(root ?? { keys: new Set() }) : schemaById(byName.target)!;
    return { schema, reason: 'fileName', detail: byName.glob };
  }
  if (settings.detectByContent && root && root.keys.has('fully_qualified_name') && root.keys.has('toolkit')) {
    return { schema: arcadeByShape(root), reason: 'content', detail: 'root has fully_qualified_name and toolkit' };
  }
  const host = settings.detectByContent ? content && hostToolsByContent(content()) : undefined;
  if (host) return { schema: schemaById(host.id)!, reason: 'content', detail: host.detail };
  return undefined;
}
