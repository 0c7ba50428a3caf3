/**
 * Seeded generators for TypeScript sources as Pedelec's users write them: tools defined with `defineTool`, schema
 * constants checked with `satisfies`, reused by name and spread with overrides, `timeoutMs: 60_000`, handlers; and
 * the ordinary code around them (React components, modules that never mention Pedelec). The same seed gives the same
 * text. Each tool has at most one deliberate finding, so the analysis has real work to report.
 */
import { ident, int, pick, rng, sentence, WORDS, type Rand } from './generate';

export const PEDELEC_IMPORT = `import { defineTool, type ToolArgsSchema, type ToolArgsSchemaNode } from '@kaoruisaac/pedelec';`;

/** The node constants a file (or a shared module) defines once and its tools reuse: `pointArgsSchema`, … */
export const SHARED_NODES = ['pointArgsSchema', 'sizeArgsSchema', 'colorArgsSchema', 'paginationArgsSchema'] as const;

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const camel = (name: string) => name.replace(/_(.)/g, (_m, c: string) => c.toUpperCase());

/** The shared node constants, `export`ed or not. */
export function sharedNodes(r: Rand, exported: boolean): string {
  const e = exported ? 'export ' : '';
  return `${e}const pointArgsSchema = {
  type: 'object',
  description: ${q(sentence(r, 5))},
  properties: {
    x: { type: 'number', description: 'Horizontal position in pixels.', minimum: 0, maximum: 8_192 },
    y: { type: 'number', description: 'Vertical position in pixels.', minimum: 0, maximum: 8_192 },
  },
  required: ['x', 'y'],
} satisfies ToolArgsSchemaNode;

${e}const sizeArgsSchema = {
  type: 'object',
  properties: {
    width: { type: 'integer', minimum: 1, maximum: 4_096, description: 'Width in pixels.' },
    height: { type: 'integer', minimum: 1, maximum: 4_096, description: 'Height in pixels.' },
  },
  required: ['width', 'height'],
} satisfies ToolArgsSchemaNode;

${e}const colorArgsSchema = {
  type: 'string',
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'A colour as #rrggbb.',
  examples: ['#1f2933', '#ffffff'],
} satisfies ToolArgsSchemaNode;

${e}const paginationArgsSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1, description: 'Page number, from 1.' },
    perPage: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Results per page.' },
  },
  required: [],
} as const satisfies ToolArgsSchemaNode;
`;
}

/** One argument property: a reused constant, a spread of one with an override, or a literal node. */
function property(r: Rand, k: number, finding: string | undefined): [string, string] {
  const word = pick(r, WORDS);
  const key = `${word}${k}`;
  switch (k % 6) {
    case 0:
      return [
        key,
        `{ type: 'string', description: ${q(sentence(r, int(r, 3, 8)))}, minLength: 1, maxLength: ${int(r, 16, 512)}${finding === 'format' && k === 0 ? `, format: 'email'` : ''} }`,
      ];
    case 1:
      return [key, pick(r, SHARED_NODES)];
    case 2:
      return [key, `{ ...${pick(r, SHARED_NODES)}, description: ${q(sentence(r, int(r, 3, 6)))} }`];
    case 3:
      return [
        key,
        `{
      type: 'array',
      description: ${q(sentence(r, 4))},
      items: { type: 'string', enum: [${Array.from({ length: int(r, 2, 4) }, (_, i) => q(`${pick(r, WORDS)}_${i}`)).join(', ')}] },${finding === 'unbounded' ? '' : `\n      maxItems: ${int(r, 5, 50)},`}
    }`,
      ];
    case 4:
      return [key, `{ type: 'integer', minimum: ${int(r, 0, 5)}, maximum: ${int(r, 10, 10_000)}, description: ${q(sentence(r, 4))} }`];
    default:
      return [key, `{ type: 'boolean', default: ${r() < 0.5}, description: ${q(sentence(r, 5))} }`];
  }
}

/**
 * One tool: its args schema as a `satisfies ToolArgsSchema` constant (or inline in `defineTool`), and the
 * `defineTool` call with a handler. Findings, by index: an unsupported `format`, an array without `maxItems`, a
 * `required` name that is not a property.
 */
export function toolSource(r: Rand, i: number, exported = true): { name: string; text: string } {
  const name = `${ident(r)}_${i}`;
  const finding = ['format', undefined, 'unbounded', undefined, 'required'][i % 5];
  const props = Array.from({ length: int(r, 4, 7) }, (_, k) => property(r, k, finding));
  const required = props.filter(() => r() < 0.5).map(([key]) => q(key));
  if (finding === 'required') required.push(q('missing'));
  const schema = `{
  type: 'object',
  properties: {
${props.map(([key, value]) => `    ${key}: ${value},`).join('\n')}
  },
  required: [${required.join(', ')}],
}`;
  const constant = `${camel(name)}ArgsSchema`;
  const inline = i % 4 === 3;
  const handler = `async handler(args) {
    const started = Date.now();
    const result = await fetch(\`/api/${name}\`, { method: 'POST', body: JSON.stringify(args) });
    if (!result.ok) throw new Error(\`${name} failed with \${result.status}\`);
    return { ...(await result.json()), elapsedMs: Date.now() - started };
  },`;
  const text = `${inline ? '' : `const ${constant} = ${schema} satisfies ToolArgsSchema;\n\n`}${exported ? 'export ' : ''}const ${camel(name)}Tool = defineTool({
  name: ${q(name)},
  description: ${q(sentence(r, int(r, 6, 14)))},
  argsSchema: ${inline ? schema.replace(/\n/g, '\n  ') : constant},
  timeoutMs: ${pick(r, ['60_000', '30_000', '5_000', '120_000'])},
  ${handler}
});
`;
  return { name: `${camel(name)}Tool`, text };
}

/** A React function component with state, a memo, an effect and a list. */
export function componentSource(r: Rand, i: number): string {
  const Name = `${camel(ident(r)).replace(/^./, (c) => c.toUpperCase())}Panel${i}`;
  const field = pick(r, WORDS);
  return `interface ${Name}Props {
  title: string;
  items: readonly { id: string; ${field}: string; count: number }[];
  onSelect?: (id: string) => void;
}

export function ${Name}({ title, items, onSelect }: ${Name}Props) {
  const [query, setQuery] = useState('');
  const [sortDescending, setSortDescending] = useState(${r() < 0.5});
  const visible = useMemo(
    () =>
      items
        .filter((item) => item.${field}.toLowerCase().includes(query.toLowerCase()))
        .sort((a, b) => (sortDescending ? b.count - a.count : a.count - b.count)),
    [items, query, sortDescending],
  );
  useEffect(() => {
    document.title = \`\${title} (\${visible.length})\`;
  }, [title, visible.length]);
  return (
    <section className="panel ${field}-panel" aria-label={title}>
      <header>
        <h2>{title}</h2>
        <button type="button" onClick={() => setSortDescending((d) => !d)}>
          {sortDescending ? 'Most first' : 'Fewest first'}
        </button>
      </header>
      <input value={query} onChange={(e) => setQuery(e.target.value)} placeholder=${JSON.stringify(sentence(r, 2).slice(0, -1))} />
      <ul>
        {visible.map((item) => (
          <li key={item.id} onClick={() => onSelect?.(item.id)}>
            <span className="label">{item.${field}}</span> <small>{item.count}</small>
          </li>
        ))}
      </ul>
      {visible.length === 0 && <p className="empty">${sentence(r, int(r, 3, 7))}</p>}
    </section>
  );
}
`;
}

/** JSON Schema for a form, not for Pedelec: looks like an args schema, is none (no `satisfies`, no `defineTool`). */
function formSchema(r: Rand): string {
  return `const settingsFormSchema = {
  type: 'object',
  properties: {
    ${pick(r, WORDS)}: { type: 'string', format: 'email', title: 'Contact' },
    retries: { type: 'integer', exclusiveMinimum: 0 },
  },
  additionalProperties: false,
};
`;
}

/**
 * A `.tsx` file of about `lines` lines: the Pedelec import, shared node constants, `tools` tools, then React
 * components up to the length.
 */
export function pedelecTsx(seed = 1, lines = 2000, tools = 20): string {
  const r = rng(seed);
  const parts = [`import { useEffect, useMemo, useState } from 'react';\n${PEDELEC_IMPORT}\n`, sharedNodes(r, false)];
  const names: string[] = [];
  for (let i = 0; i < tools; i++) {
    const tool = toolSource(r, i);
    names.push(tool.name);
    parts.push(tool.text);
  }
  parts.push(`export const canvasTools = [${names.join(', ')}];\n`, formSchema(r));
  const count = (text: string) => text.split('\n').length - 1;
  let total = parts.reduce((n, p) => n + count(p) + 1, 0);
  for (let i = 0; total < lines; i++) {
    const component = componentSource(r, i);
    parts.push(component);
    total += count(component) + 1;
  }
  return parts.join('\n');
}
