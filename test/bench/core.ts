/** Section 1 in the core: edit → diagnostics, against the language service alone and against jsonc-parser. */
import { parseTree } from 'jsonc-parser';
import { getLanguageService } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeDoc } from '../helpers/core';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { editOffset, freshSchemas, toggled, type Input } from './inputs';
import { interleaved } from './measure';
import { row, type Row } from './table';

/** What VS Code's JSON support does per edit: parse, then validate against the associated (cached) schema. */
function referenceService(input: Input) {
  const service = getLanguageService({ schemaRequestService: (uri) => Promise.reject(new Error(`no fetching: ${uri}`)) });
  service.configure({
    validate: true,
    allowComments: true,
    schemas: freshSchemas().map((s) => ({
      uri: s.uri,
      schema: s.schema,
      ...(s.id === input.schemaId ? { fileMatch: [input.fileMatch] } : {}),
    })),
  });
  return service;
}

export async function coreRows(input: Input): Promise<Row[]> {
  const offset = editOffset(input.text);
  const texts = [toggled(input.text, offset, 0), toggled(input.text, offset, 1)];
  const doc = (i: number) => TextDocument.create(input.uri, 'json', i + 1, texts[i % 2]);
  const service = referenceService(input);
  const settings = { comments: 'error', trailingCommas: 'error', schemaValidation: 'error' } as const;
  const [ours, languageService, parse] = await interleaved(
    [
      async (i) => (await analyzeDoc(doc(i), DEFAULT_SETTINGS)).diagnostics,
      async (i) => {
        const d = doc(i);
        return service.doValidation(d, service.parseJSONDocument(d), settings);
      },
      (i) => parseTree(texts[i % 2]),
    ],
    input.runs,
  );
  const typical = input.text.length < 64 * 1024;
  const big = input.name.includes('1 MB');
  return [
    row({
      section: '1 edit → diagnostics (core)',
      case: input.name,
      ours,
      unit: 'ms',
      reference: 'vscode-json-languageservice parse + doValidation',
      referenceValue: languageService,
      ...(big ? { target: '≤ 1.25×', met: ours / languageService <= 1.25 } : typical ? { target: '≤ 2 ms', met: ours <= 2 } : {}),
    }),
    row({
      section: '1 edit → diagnostics (core)',
      case: input.name,
      ours,
      unit: 'ms',
      reference: 'jsonc-parser parseTree',
      referenceValue: parse,
      ...(big ? { target: '≤ 4×', met: ours / parse <= 4 } : {}),
    }),
  ];
}
