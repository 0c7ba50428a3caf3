/** A decorated Python function → the ToolDefinition arcade-core's catalog builds from it (facts sheet §1–§3, §5). */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { getValue, toValue } from '../../../server/src/core/model/tree';
import { parsePythonFile } from '../../../server/src/core/languages/python';
import { cleandoc, snakeToPascal } from '../../../server/src/core/languages/python/literals';
import { normalizeVersion } from '../../../server/src/core/languages/python/app';

const APP = path.resolve(__dirname, '../../../../test/fixtures/python-app/src/trail_server');
const definitions = (text: string) => parsePythonFile(text).units.map((u) => toValue(u.root) as Record<string, unknown>);
const HEADER = 'from typing import Annotated, Optional\nfrom arcade_tdk import tool\n';
const one = (code: string) => definitions(HEADER + code)[0];

test('python: the PascalCase name as arcade-core computes it, surprises included', () => {
  const cases: [string, string][] = [
    ['get_user', 'GetUser'],
    ['GetUser', 'GetUser'],
    ['getUser', 'Getuser'],
    ['get__user', 'Get_User'],
    ['_private', '_Private'],
    ['get_HTTP_status', 'GetHttpStatus'],
  ];
  for (const [name, pascal] of cases) assert.equal(snakeToPascal(name), pascal, name);
  // The decorator's name is PascalCased once more by the catalog: get__user → Get_User → GetUser.
  assert.equal(one('@tool\ndef get__user() -> str:\n    """U."""\n    return ""\n').name, 'GetUser');
});

test('python: the description is desc= or the cleaned docstring (desc="" falls back to it)', () => {
  assert.equal(cleandoc('  First line.\n\n    Indented body\n      more\n  '), 'First line.\n\nIndented body\n  more');
  assert.equal(
    one('@tool(desc="")\ndef f() -> str:\n    """\n    Doc here.\n      Two.\n    """\n    return ""\n').description,
    'Doc here.\n  Two.',
  );
  assert.equal(one('@tool(desc="Given.")\ndef f() -> str:\n    """Doc."""\n    return ""\n').description, 'Given.');
});

test('python: MCPApp versions are normalised as arcade-mcp-server does', () => {
  assert.equal(normalizeVersion('v1'), '1.0.0');
  assert.equal(normalizeVersion('1.2'), '1.2.0');
  assert.equal(normalizeVersion('1.2.3-beta.1'), '1.2.3-beta.1');
  assert.equal(normalizeVersion('one'), undefined);
});

test('python: the fixture server — parameters, required, the type table, output, metadata, the app as toolkit', () => {
  const [conditions, trails, close] = definitions(readFileSync(path.join(APP, 'server.py'), 'utf8'));
  const toolkit = { name: 'TrailServer', description: 'Trail conditions for hikers.', version: '0.3.0' };
  assert.deepEqual(conditions, {
    name: 'GetConditions',
    fully_qualified_name: 'TrailServer.GetConditions',
    description: 'Get the current conditions of a trail.',
    toolkit,
    input: {
      parameters: [
        { name: 'trail', required: true, description: "The trail's name", value_schema: { val_type: 'string' }, inferrable: true },
        {
          name: 'unit',
          required: false,
          description: 'Units for distances',
          value_schema: { val_type: 'string', enum: ['metric', 'imperial'] },
          inferrable: true,
        },
        // Optional at the top level: not required, and no nullable (arcade-core adds it only to nested fields).
        { name: 'days', required: false, description: 'How many days back', value_schema: { val_type: 'integer' }, inferrable: true },
      ],
    },
    output: {
      description: 'The latest report',
      available_modes: ['value', 'error'],
      value_schema: {
        val_type: 'json',
        properties: { trail: { val_type: 'string' }, status: { val_type: 'string', nullable: true } },
        required_keys: ['trail'],
      },
    },
    requirements: {},
    deprecation_message: null,
    metadata: { behavior: { operations: ['read'], read_only: true } },
  });
  assert.deepEqual(
    (trails.input as { parameters: { name: string }[] }).parameters.map((p) => p.name),
    ['region_name', 'tags'],
  );
  assert.deepEqual(trails.requirements, { secrets: [{ key: 'TRAIL_API_KEY' }] });
  assert.equal(close.name, 'Closetrail', 'closeTrail → Closetrail: capitalize() lowercases the rest');
});

test('python: TypedDict (total and total=False, field docstrings), Enum, list of them; unknown types stay unknown', () => {
  const code =
    'from enum import Enum\nfrom typing import TypedDict\nfrom elsewhere import Thing\n' +
    'class Color(str, Enum):\n    RED = "red"\n    BLUE = "blue"\n' +
    'class Seg(TypedDict):\n    name: str\n    """The name."""\n    km: float\n' +
    'class Opt(TypedDict, total=False):\n    closed: bool\n' +
    '@tool\ndef f(a: Annotated[Color, "A"], b: Annotated[list[Seg], "B"], c: Annotated[Opt, "C"], d: Annotated[Thing, "D"], e: Annotated[list[Color], "E"]) -> None:\n    """F."""\n';
  const params = (one(code).input as { parameters: { value_schema?: unknown }[] }).parameters.map((p) => p.value_schema);
  assert.deepEqual(params, [
    { val_type: 'string', enum: ['red', 'blue'] },
    {
      val_type: 'array',
      inner_val_type: 'json',
      inner_properties: { name: { val_type: 'string', description: 'The name.' }, km: { val_type: 'number' } },
      inner_required_keys: ['km', 'name'],
    },
    { val_type: 'json', properties: { closed: { val_type: 'boolean' } }, required_keys: [] },
    undefined, // Thing is imported from a module not read: its value schema is unknown (opaque), never guessed
    { val_type: 'array', inner_val_type: 'string', enum: ['red', 'blue'] },
  ]);
});

test('python: output without annotation and no return value; Optional return adds the null mode; deprecation', () => {
  const none = one('@tool\ndef f():\n    """F."""\n    print(1)\n');
  assert.deepEqual(none.output, { description: 'No description provided.', available_modes: ['null'], value_schema: null });
  const optional = one('@tool.deprecated("Use g")\n@tool\ndef f() -> Optional[list[str]]:\n    """F."""\n    return None\n');
  assert.deepEqual(optional.output, {
    description: 'No description provided.',
    available_modes: ['value', 'error', 'null'],
    value_schema: { val_type: 'array', inner_val_type: 'string' },
  });
  assert.equal(optional.deprecation_message, 'Use g');
});

test('python: recognition — only tool imported from an Arcade module, app.tool on an MCPApp, app.add_tool; context skipped', () => {
  const code =
    'from arcade_mcp_server import MCPApp, Context\nfrom other import tool as other_tool\napp = MCPApp(name="kit")\n' +
    '@other_tool\ndef not_arcade() -> str:\n    """N."""\n    return ""\n' +
    '@app.tool\ndef one(ctx: Context) -> str:\n    """One."""\n    return ""\n' +
    'def two() -> str:\n    """Two."""\n    return ""\n' +
    'app.add_tool(two)\n';
  const found = definitions('from typing import Annotated\n' + code);
  assert.deepEqual(
    found.map((d) => [d.fully_qualified_name, (d.input as { parameters: unknown[] }).parameters.length]),
    [
      ['Kit.One', 0],
      ['Kit.Two', 0],
    ],
  );
  assert.deepEqual(
    definitions('from typing import Annotated\n@tool\ndef f() -> str:\n    return ""\n'),
    [],
    'a file naming no Arcade module is not read',
  );
});

test('python: requirements — a provider class gives its provider id, OAuth2 its id and scopes', () => {
  const reddit = one(
    'from arcade_tdk.auth import Reddit, OAuth2\n@tool(requires_auth=Reddit(scopes=["read"]))\ndef f() -> str:\n    """F."""\n    return ""\n',
  );
  assert.deepEqual(reddit.requirements, {
    authorization: { provider_id: 'reddit', provider_type: 'oauth2', id: null, oauth2: { scopes: ['read'] } },
  });
  const custom = one(
    'from arcade_tdk.auth import OAuth2\n@tool(requires_auth=OAuth2(id="my-idp"))\ndef f() -> str:\n    """F."""\n    return ""\n',
  );
  assert.deepEqual(custom.requirements, {
    authorization: { provider_id: null, provider_type: 'oauth2', id: 'my-idp', oauth2: { scopes: null } },
  });
});

test('python: Field(...) and Field(description=…) leave a parameter or model field required; a default or factory does not', () => {
  const code =
    'from pydantic import BaseModel, Field\n' +
    'class Query(BaseModel):\n    text: str = Field(..., description="The text")\n    page: int = Field(description="Page")\n' +
    '    size: int = Field(10)\n    tags: list[str] = Field(default_factory=list)\n    sort: str = Field(default=...)\n' +
    '@tool\ndef search(\n    query: Annotated[Query, "The query"],\n    name: str = Field(..., description="A name"),\n' +
    '    limit: int = Field(default=5, description="At most"),\n    cols: list[str] = Field(default_factory=list, description="Columns"),\n' +
    ') -> str:\n    """Search."""\n    return ""\n';
  const parameters = (one(code).input as { parameters: { name: string; required: boolean; value_schema: { required_keys?: string[] } }[] })
    .parameters;
  assert.deepEqual(
    parameters.map((p) => [p.name, p.required]),
    [
      ['query', true],
      ['name', true],
      ['limit', false],
      ['cols', false],
    ],
  );
  assert.deepEqual(parameters[0].value_schema.required_keys, ['page', 'sort', 'text']);
});

test('python: requirement keys as the catalog keeps them — one per spelling, metadata lower-cased, ToolMetadataKey read', () => {
  const code =
    'from arcade_core.schema import ToolMetadataKey\n' +
    '@tool(requires_secrets=["api_key", "other", "API_KEY"], requires_metadata=[ToolMetadataKey.COORDINATOR_URL, "Region", "REGION"])\n' +
    'def f() -> str:\n    """F."""\n    return ""\n';
  assert.deepEqual(one(code).requirements, {
    secrets: [{ key: 'api_key' }, { key: 'other' }],
    metadata: [{ key: 'coordinator_url' }, { key: 'region' }],
  });
});

test('python: a TypedDict or model inherits the fields of its bases in the module (each TypedDict total for its own)', () => {
  const code =
    'from typing import TypedDict\nfrom pydantic import BaseModel, Field\n' +
    'class Named(TypedDict):\n    name: str\n' +
    'class Extra(Named, total=False):\n    note: str\n' +
    'class Base(BaseModel):\n    column: str = Field(..., description="Column")\n' +
    'class Filter(Base):\n    limit: int = 5\n' +
    '@tool\ndef f(flt: Annotated[Filter, "The filter"]) -> Annotated[Extra, "Out"]:\n    """F."""\n    return {}\n';
  const definition = one(code) as {
    input: { parameters: { value_schema: { properties: object; required_keys: string[] } }[] };
    output: { value_schema: { properties: object; required_keys: string[] } };
  };
  const flt = definition.input.parameters[0].value_schema;
  assert.deepEqual(Object.keys(flt.properties), ['column', 'limit']);
  assert.deepEqual(flt.required_keys, ['column']);
  assert.deepEqual(Object.keys(definition.output.value_schema.properties), ['name', 'note']);
  assert.deepEqual(definition.output.value_schema.required_keys, ['name']);
});

test('python: comments between arguments, items and dict entries are no part of what is read (arcade-mcp tool_metadata example)', () => {
  const definition = one(
    'from arcade_tdk.metadata import ToolMetadata, Behavior, Operation\n' +
      '@tool(\n    metadata=ToolMetadata(\n        behavior=Behavior(\n            operations=[Operation.READ,  # reads only\n            ],\n' +
      '            read_only=True,\n            open_world=False,  # no external systems\n        ),\n        # routing hints\n' +
      '        extras={\n            "tier": "free",  # billing\n        },\n    ),\n)\n' +
      'def f(\n    q: Annotated[\n        str,  # the type\n        "The query",\n    ],\n) -> str:\n    """F."""\n    return q\n',
  );
  assert.deepEqual(definition.metadata, {
    behavior: { operations: ['read'], read_only: true, open_world: false },
    extras: { tier: 'free' },
  });
  const [q] = (definition.input as { parameters: Record<string, unknown>[] }).parameters;
  assert.equal(q.description, 'The query');
});

test('python: requires_auth= and metadata= given by a module-level constant read its one value (arcade-mcp servicenow example)', () => {
  const definition = one(
    'from arcade_tdk.auth import OAuth2\nfrom arcade_tdk.metadata import ToolMetadata, Behavior\n' +
      'AUTH = OAuth2(id="servicenow")\nMETA = ToolMetadata(behavior=Behavior(read_only=True))\n' +
      '@tool(requires_auth=AUTH, metadata=META)\ndef f() -> str:\n    """F."""\n    return ""\n',
  );
  assert.deepEqual((definition.requirements as Record<string, unknown>).authorization, {
    provider_id: null,
    provider_type: 'oauth2',
    id: 'servicenow',
    oauth2: { scopes: null },
  });
  assert.deepEqual(definition.metadata, { behavior: { read_only: true } });
  // Bound twice: which value the decorator receives is not read; the field stays unknown (never guessed).
  const twice = parsePythonFile(
    HEADER +
      'from arcade_tdk.auth import OAuth2\nAUTH = OAuth2(id="a")\nAUTH = OAuth2(id="b")\n@tool(requires_auth=AUTH)\ndef f() -> str:\n    """F."""\n    return ""\n',
  ).units[0].root;
  assert.equal(getValue(getValue(twice, 'requirements'), 'authorization')?.type, 'opaque');
});

test('python: a constant inside a requirement or metadata value is read too (arcade-mcp telemetry_passback example)', () => {
  const definition = one(
    'from arcade_tdk.auth import Google\nfrom arcade_tdk.metadata import ToolMetadata, Behavior, Operation\n' +
      'SCOPE = "https://www.googleapis.com/auth/gmail.readonly"\nSECRETS = ["API_KEY"]\nOPS = [Operation.READ]\n' +
      '@tool(requires_auth=Google(scopes=[SCOPE]), requires_secrets=SECRETS, metadata=ToolMetadata(behavior=Behavior(operations=OPS)))\n' +
      'def f() -> str:\n    """F."""\n    return ""\n',
  );
  const requirements = definition.requirements as { authorization: { oauth2: unknown }; secrets: unknown };
  assert.deepEqual(requirements.authorization.oauth2, { scopes: ['https://www.googleapis.com/auth/gmail.readonly'] });
  assert.deepEqual(requirements.secrets, [{ key: 'API_KEY' }]);
  assert.deepEqual(definition.metadata, { behavior: { operations: ['read'] } });
});
