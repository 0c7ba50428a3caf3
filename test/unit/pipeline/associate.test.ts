import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { associate, type RootFacts } from '../../../server/src/core/pipeline/associate';
import { analyze } from '../../../server/src/core/pipeline/analyze';
import { DEFAULT_SETTINGS, type Settings } from '../../../server/src/core/settings/settings';
import { ARCADE_PREVIEW_URL, ARCADE_V1_URL } from '../../../server/src/core/model/catalog';
import { ENGINE } from '../../helpers/engine';

/** Root facts whose keys are listed (a test's name shows them). */
type ListedFacts = RootFacts & { keys: ReadonlySet<string> };
const facts = (keys: string[], schemaValue?: string): ListedFacts => ({ keys: new Set(keys), schemaValue });
const arcade = facts(['name', 'fully_qualified_name', 'toolkit', 'input', 'output']);
const settings = (s: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...s });
const pick = (path: string, root?: RootFacts, s?: Partial<Settings>) => {
  const a = associate(path, root, settings(s));
  return a && `${a.schema.id} by ${a.reason}`;
};

const table: [string, ListedFacts | undefined, string | undefined][] = [
  ['/w/search.tool.json', arcade, 'arcade-tool-current by fileName'],
  ['/w/search.tool.jsonc', facts(['inputs']), 'arcade-tool-preview by fileName'],
  ['/w/toolkits/x/wrapper_tools/Thing.json', arcade, 'arcade-tool-current by fileName'],
  ['/W/Toolkits/X/WRAPPER_TOOLS/Thing.JSON', arcade, 'arcade-tool-current by fileName'], // the folder of the glob in another case too
  ['/w/move.args.json', facts(['type']), 'pedelec-args by fileName'],
  ['/w/move.ARGS.JSONC', facts(['type']), 'pedelec-args by fileName'],
  ['/w/Move.ArgsSchema.json', facts(['type']), 'pedelec-args by fileName'],
  ['/w/agent.skills.json', facts(['tools']), 'pedelec-skills by fileName'],
  ['/w/agent.skills.jsonc', facts(['tools']), 'pedelec-skills by fileName'],
  ['/w/app/skills/tools.json', facts(['tools']), 'pedelec-tools by fileName'],
  ['/w/app/skills/tools-search.json', facts(['name', 'argsSchema']), 'pedelec-tool by fileName'],
  ['C:\\w\\skills\\tools-move_shape.json', facts(['name']), 'pedelec-tool by fileName'],
  ['/w/skills/tools.jsonc', facts(['tools']), undefined],
  ['/w/tools.json', facts(['tools']), undefined],
  ['/w/other/tools-search.json', facts(['name']), undefined],
  ['/w/skills/my.skills.json', facts(['tools']), 'pedelec-skills by fileName'],
  ['/w/anything.json', arcade, 'arcade-tool-current by content'],
  ['/w/anything.json', facts(['fully_qualified_name', 'toolkit', 'inputs']), 'arcade-tool-preview by content'],
  ['/w/package.json', facts(['name', 'version']), undefined],
  ['/w/tsconfig.json', facts(['compilerOptions']), undefined],
  ['/w/x.json', undefined, undefined],
  ['/w/x.json', facts(['type'], ARCADE_V1_URL), 'arcade-tool-1.0 by $schema'],
  ['/w/x.json', facts(['type'], `${ARCADE_PREVIEW_URL}#`), 'arcade-tool-preview by $schema'],
  ['/w/x.tool.json', facts(['inputs'], 'toolschema:arcade-tool-1.0'), 'arcade-tool-1.0 by $schema'],
  ['/w/x.tool.json', facts(['input'], 'https://example.com/unknown.json'), 'arcade-tool-current by fileName'],
  ['/w/x.args.json', facts([], 'pedelec-skills'), 'pedelec-skills by $schema'],
];

for (const [path, root, expected] of table) {
  test(`association: ${path} ${root ? JSON.stringify([...root.keys]) : '(no root)'} → ${expected ?? 'nothing'}`, () => {
    assert.equal(pick(path, root), expected);
  });
}

test('association: the setting wins over $schema, file name and content', () => {
  const s = { associations: { 'schemas/*.json': 'pedelec-args' } };
  assert.equal(pick('/w/schemas/a.json', facts(['type'], ARCADE_V1_URL), s), 'pedelec-args by setting');
  assert.equal(pick('/w/other/a.json', facts(['type'], ARCADE_V1_URL), s), 'arcade-tool-1.0 by $schema');
});

test('association: content detection can be turned off', () => {
  assert.equal(pick('/w/anything.json', arcade, { detectByContent: false }), undefined);
  assert.equal(pick('/w/a.tool.json', arcade, { detectByContent: false }), 'arcade-tool-current by fileName');
});

test('association: "Select schema for this file" holds for a file over the size limit too (syntax-only checks)', async () => {
  const uri = 'file:///w/notes.json';
  const settings = { ...DEFAULT_SETTINGS, maxFileSizeKB: 0.01, schemaOverrides: { [uri]: 'pedelec-args' } };
  const analysis = analyze({ uri, languageId: 'json', text: '{ "type": "object", "properties": {} }' }, settings, { engine: ENGINE });
  assert.equal(analysis.limited, 'too-large');
  assert.equal(analysis.association?.reason, 'override');
  assert.equal(analysis.association?.schema.id, 'pedelec-args');
  assert.deepEqual(
    analysis.problems.map((p) => p.code),
    ['toolschema/file-too-large'],
  );
  const without = analyze(
    { uri, languageId: 'json', text: '{ "type": "object", "properties": {} }' },
    { ...settings, schemaOverrides: {} },
    { engine: ENGINE },
  );
  assert.equal(without.association, undefined, 'without the choice, a notes.json is not ours');
});
