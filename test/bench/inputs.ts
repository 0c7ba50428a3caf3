/** The benchmark inputs: each with a file name that selects its schema, built by the seeded generators. */
import { argsSchema, realisticSkillsManifest, skillsManifestOfSize, toolDefinition } from './generate';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { SCHEMAS, type SchemaId } from '../../server/src/core/model/catalog';

export interface Input {
  name: string;
  uri: string;
  text: string;
  schemaId: SchemaId;
  /** The glob the peers are given for this file. */
  fileMatch: string;
  /** Runs for timing in-process work; fewer for the large files. */
  runs: number;
}

export function inputs(): Input[] {
  return [
    {
      name: 'args schema (2 KB)',
      uri: 'file:///bench/search.args.json',
      text: argsSchema(1),
      schemaId: 'pedelec-args',
      fileMatch: '*.args.json',
      runs: 200,
    },
    {
      name: 'tool definition',
      uri: 'file:///bench/get_forecast.tool.json',
      text: toolDefinition(1),
      schemaId: 'arcade-tool-current',
      fileMatch: '*.tool.json',
      runs: 200,
    },
    // ≈530 tools, each with a pattern, an enum and default, bounds, a oneOf, a nested object and one finding.
    {
      name: 'skills manifest 1 MB',
      uri: 'file:///bench/big.skills.json',
      text: realisticSkillsManifest(1, 1 << 20),
      schemaId: 'pedelec-skills',
      fileMatch: '*.skills.json',
      runs: 21,
    },
    {
      name: 'skills manifest 5 MB',
      uri: 'file:///bench/huge.skills.json',
      text: skillsManifestOfSize(2, 5 << 20),
      schemaId: 'pedelec-skills',
      fileMatch: '*.skills.json',
      runs: 7,
    },
  ];
}

/**
 * An edit that keeps the document valid: toggles the case of one letter inside the last `description` string. The
 * same offset every time, so successive versions alternate between two texts.
 */
export function editOffset(text: string): number {
  const at = text.lastIndexOf('"description": "');
  return at + '"description": "'.length;
}

export function toggled(text: string, offset: number, version: number): string {
  const c = text[offset];
  const next = version % 2 ? c.toUpperCase() : c.toLowerCase();
  return text.slice(0, offset) + next + text.slice(offset + 1);
}

/**
 * The bundled schemas read afresh from schemas/ for the references: the language service resolves `$ref`s in
 * place, so the objects our core registered are not plain JSON any more once it has run. `urlForm` rewrites the
 * `toolschema:<id>` ids as `toolschema://schemas/<id>` for vscode-json-language-server, whose workspace context
 * treats a reference without `//` as a relative path (it would try to read `/toolschema:pedelec-args` from disk).
 */
export function freshSchemas(urlForm = false): { id: string; uri: string; schema: Record<string, unknown> }[] {
  const dir = path.resolve(__dirname, '../../../schemas');
  const rewrite = (text: string) => (urlForm ? text.replace(/"toolschema:/g, '"toolschema://schemas/') : text);
  return SCHEMAS.map((s) => ({
    id: s.id,
    uri: rewrite(JSON.stringify(s.uri)).slice(1, -1),
    schema: JSON.parse(rewrite(readFileSync(path.join(dir, `${s.id}.schema.json`), 'utf8'))),
  }));
}
