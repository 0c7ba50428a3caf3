/**
 * Seeded generators for the benchmark inputs: Pedelec args schemas, skills manifests of any size and Arcade tool
 * definitions (arcade-tool-current). Built in code so the bench needs no corpus; the same seed gives the same text.
 */

/** mulberry32: a small, fast, seedable PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;
export const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

export const WORDS = [
  'account',
  'query',
  'limit',
  'page',
  'channel',
  'message',
  'user',
  'team',
  'issue',
  'label',
  'repo',
  'branch',
  'date',
  'time',
  'zone',
  'city',
  'amount',
  'currency',
  'order',
  'status',
  'title',
  'body',
  'file',
  'folder',
  'owner',
  'project',
  'calendar',
  'event',
  'email',
  'thread',
  'tag',
  'priority',
  'region',
  'language',
  'format',
];
export const sentence = (r: Rand, n: number) => {
  const words = Array.from({ length: n }, () => pick(r, WORDS));
  return words.join(' ').replace(/^./, (c) => c.toUpperCase()) + '.';
};
export const ident = (r: Rand, parts = 2) => Array.from({ length: parts }, () => pick(r, WORDS)).join('_');

/** One args-schema property node; `depth` bounds nesting. `mistakes` lets a few nodes use unsupported keywords. */
function propertySchema(r: Rand, depth: number, mistakes: boolean): Record<string, unknown> {
  const kind =
    depth > 0
      ? pick(r, ['string', 'string', 'integer', 'number', 'boolean', 'enum', 'array', 'object'])
      : pick(r, ['string', 'integer', 'boolean', 'enum']);
  const node: Record<string, unknown> = {};
  switch (kind) {
    case 'enum':
      node.type = 'string';
      node.enum = Array.from({ length: int(r, 2, 5) }, () => pick(r, WORDS));
      break;
    case 'integer':
    case 'number':
      node.type = kind;
      node.minimum = 0;
      if (r() < 0.5) node.maximum = int(r, 10, 1000);
      break;
    case 'array':
      node.type = 'array';
      node.items = propertySchema(r, depth - 1, mistakes);
      node.maxItems = int(r, 5, 100);
      break;
    case 'object':
      Object.assign(node, objectSchema(r, depth - 1, int(r, 1, 3), mistakes));
      break;
    default:
      node.type = kind;
      if (kind === 'string' && r() < 0.3) node.maxLength = int(r, 16, 4096);
  }
  node.description = sentence(r, int(r, 4, 12));
  if (mistakes && r() < 0.02) node.format = 'email';
  return node;
}

function objectSchema(r: Rand, depth: number, count: number, mistakes: boolean): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`${ident(r)}_${i}`] = propertySchema(r, depth, mistakes);
  const names = Object.keys(properties);
  return { type: 'object', properties, required: names.filter(() => r() < 0.4) };
}

/** A typical hand-written args schema of about `bytes` characters (2 KB by default). */
export function argsSchema(seed = 1, bytes = 2048): string {
  for (let count = 3; ; count++) {
    const text = JSON.stringify(objectSchema(rng(seed), 2, count, true), null, 2);
    if (text.length >= bytes || count > 200) return text + '\n';
  }
}

/** A skills manifest of `tools` tools, each with a generated argsSchema; ~2 KB a tool. */
export function skillsManifest(seed: number, tools: number): string {
  const r = rng(seed);
  const list = Array.from({ length: tools }, (_, i) => ({
    name: `${ident(r)}_${i}`,
    description: sentence(r, int(r, 8, 20)),
    argsSchema: objectSchema(r, 2, int(r, 3, 6), true),
    ...(r() < 0.5 ? { timeoutMs: int(r, 1000, 60000) } : {}),
  }));
  return JSON.stringify({ guidance: sentence(r, 30), tools: list }, null, 2) + '\n';
}

/** A skills manifest of about `bytes` characters. */
export function skillsManifestOfSize(seed: number, bytes: number): string {
  let tools = Math.max(1, Math.round(bytes / 2000));
  let text = skillsManifest(seed, tools);
  for (let i = 0; i < 3 && Math.abs(text.length - bytes) > bytes * 0.02; i++) {
    tools = Math.max(1, Math.round((tools * bytes) / text.length));
    text = skillsManifest(seed, tools);
  }
  return text;
}

const VAL_TYPES = ['string', 'integer', 'number', 'boolean', 'json', 'array'] as const;

function valueSchema(r: Rand) {
  const valType = pick(r, VAL_TYPES);
  return {
    val_type: valType,
    inner_val_type: valType === 'array' ? pick(r, ['string', 'integer', 'json']) : null,
    enum: valType === 'string' && r() < 0.2 ? [pick(r, WORDS), pick(r, WORDS)] : null,
    properties: null,
    inner_properties: null,
    description: r() < 0.5 ? sentence(r, 6) : null,
  };
}

/** An Arcade tool definition in the shape Arcade's tooling emits today (schema arcade-tool-current). */
export function toolDefinition(seed: number): string {
  const r = rng(seed);
  const toolkit = `Arcade${pick(r, WORDS).replace(/^./, (c) => c.toUpperCase())}Api`;
  const name = ident(r).replace(/(^|_)(.)/g, (_m, _s, c: string) => c.toUpperCase());
  const params = Array.from({ length: int(r, 1, 6) }, (_, i) => {
    const pname = `${ident(r)}_${i}`;
    return {
      name: pname,
      required: r() < 0.5,
      description: sentence(r, int(r, 5, 14)),
      value_schema: valueSchema(r),
      inferrable: true,
      http_endpoint_parameter_name: pname,
    };
  });
  const tool = {
    name,
    fully_qualified_name: `${toolkit}.${name}@1.0.0`,
    description: sentence(r, int(r, 8, 24)),
    toolkit: { name: toolkit, description: null, version: '1.0.0' },
    input: { parameters: params },
    output: {
      description: sentence(r, 5),
      available_modes: ['value', 'error', 'null'],
      value_schema: { ...valueSchema(r), val_type: 'json', inner_val_type: null, enum: null },
    },
    requirements: { authorization: null, secrets: [{ key: `${pick(r, WORDS)}_api_key` }], metadata: null },
    deprecation_message: null,
    metadata: { object_type: 'api_wrapper_tool', version: '1.0.0', description: sentence(r, 6) },
    http_endpoint: {
      url: `https://api.example.com/v1/${pick(r, WORDS)}`,
      http_method: pick(r, ['GET', 'POST', 'PUT', 'DELETE']),
      headers: {},
      parameters: [],
      documentation_urls: [],
      secrets: [],
    },
  };
  return JSON.stringify(tool, null, 2) + '\n';
}

/**
 * One tool of a realistic skills manifest: its argsSchema has a pattern, an enum with a default, numeric bounds, a
 * oneOf of two discriminated objects and a nested object, and exactly one finding (a `format`,
 * which Pedelec ignores: `pedelec/unsupported-keyword`, fixable).
 */
function realisticTool(r: Rand, i: number) {
  const text = () => ({ type: 'string', maxLength: int(r, 64, 4096) });
  const modes = Array.from({ length: int(r, 3, 5) }, (_, k) => `${pick(r, WORDS)}_${k}`);
  const low = int(r, 0, 10);
  const discriminated = (kind: string, field: string) => ({
    type: 'object',
    properties: { kind: { type: 'string', enum: [kind] }, [field]: text() },
    required: ['kind', field],
  });
  const properties: Record<string, unknown> = {
    [`${pick(r, WORDS)}_id`]: {
      type: 'string',
      description: sentence(r, int(r, 2, 4)),
      pattern: `^[a-z][a-z0-9_-]{${low},${low + int(r, 8, 60)}}$`,
    },
    mode: { type: 'string', description: sentence(r, int(r, 2, 4)), enum: modes, default: modes[0] },
    limit: { type: 'integer', description: sentence(r, int(r, 2, 4)), minimum: low, maximum: low + int(r, 10, 500), default: low + 1 },
    target: { description: sentence(r, int(r, 2, 4)), oneOf: [discriminated('id', 'id'), discriminated('name', 'name')] },
    filter: {
      type: 'object',
      description: sentence(r, int(r, 2, 4)),
      properties: {
        [ident(r)]: text(),
        since: { type: 'string', description: sentence(r, int(r, 2, 4)), format: 'date-time' },
      },
      required: ['since'],
    },
  };
  return {
    name: `${ident(r)}_${i}`,
    description: sentence(r, int(r, 4, 9)),
    argsSchema: { type: 'object', properties, required: Object.keys(properties).filter(() => r() < 0.5) },
    ...(r() < 0.5 ? { timeoutMs: int(r, 1000, 60000) } : {}),
  };
}

/** A skills manifest of about `bytes` characters of realistic tools (~2 KB each: 1 MB ≈ 520 tools). */
export function realisticSkillsManifest(seed: number, bytes: number): string {
  const of = (tools: number) => {
    const r = rng(seed);
    const manifest = { guidance: sentence(r, 30), tools: Array.from({ length: tools }, (_, i) => realisticTool(r, i)) };
    // Lists of scalars and small leaf objects on one line, as people write `"required": ["kind", "id"]`.
    const oneLine = (open: string, close: string) => (_m: string, inner: string) => `${open}${inner.split(/,\n\s*/).join(', ')}${close}`;
    return (
      JSON.stringify(manifest, null, 2)
        .replace(/\[\n\s+([^[\]{}]*?)\n\s*\]/g, oneLine('[', ']'))
        .replace(/\{\n\s+((?:[^[\]{}]|\[[^[\]{}\n]*\])*?)\n\s*\}/g, (m, inner: string) =>
          inner.length < 60 ? oneLine('{ ', ' }')(m, inner) : m,
        ) + '\n'
    );
  };
  let tools = Math.max(1, Math.round(bytes / 2000));
  let text = of(tools);
  for (let i = 0; i < 3 && Math.abs(text.length - bytes) > bytes * 0.01; i++) {
    tools = Math.max(1, Math.round((tools * bytes) / text.length));
    text = of(tools);
  }
  return text;
}
