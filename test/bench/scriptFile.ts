/**
 * Section `ts`, one file: a 2,000-line `.tsx` with 20 Pedelec tools, edit → diagnostics in the core and over the
 * protocol, each against @babel/parser's parse of the same text (the parser the TypeScript path uses: what every
 * analysis must at least do), interleaved.
 */
import { parse } from '@babel/parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyze } from '../../server/src/core/pipeline/analyze';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { pedelecTsx } from './generateScript';
import { toggled } from './inputs';
import { interleaved } from './measure';
import { PUSH_DEBOUNCE_MS } from '../../server/src/handlers/diagnostics';
import { pullDiagnostics, startServer } from './protocol';
import { row, type Row } from './table';
import { ENGINE } from '../helpers/engine';

const URI = 'file:///bench/canvas-tools.tsx';
const LANGUAGE = 'typescriptreact';
export const CASE = '.tsx, 2,000 lines, 20 tools';
export const BABEL = '@babel/parser parse (typescript, jsx, errorRecovery)';

export const babelParse = (text: string) => parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });

/** Toggles one letter of the last tool's description: the text stays valid and analysed alike. */
function edits(text: string): { offset: number; texts: [string, string] } {
  const marker = "  description: '";
  const offset = text.lastIndexOf(marker) + marker.length;
  return { offset, texts: [toggled(text, offset, 0), toggled(text, offset, 1)] };
}

export async function scriptFileRows(runs: number): Promise<Row[]> {
  const text = pedelecTsx();
  const { offset, texts } = edits(text);
  const problems = analyze({ uri: URI, languageId: LANGUAGE, text }, DEFAULT_SETTINGS, { engine: ENGINE }).problems.length;
  if (!problems) throw new Error('the core found nothing in the generated .tsx: is the TypeScript path in this build?');
  const lines = text.split('\n').length;
  const ours = (i: number) =>
    analyze({ uri: URI, languageId: LANGUAGE, text: texts[i % 2] }, DEFAULT_SETTINGS, { engine: ENGINE }).problems;
  const reference = (i: number) => babelParse(texts[i % 2]);
  const section = '5 TypeScript: edit → diagnostics (core)';
  const [oursMs, parseMs] = await interleaved([ours, reference], runs);
  const rows = [
    row({
      section,
      case: CASE,
      ours: oursMs,
      unit: 'ms',
      reference: BABEL,
      referenceValue: parseMs,
      target: '≤ 2×',
      met: oursMs / parseMs <= 2,
      note: `(${problems} problems, ${lines} lines)`,
    }),
  ];
  rows.push(await protocolRow(text, offset, Math.min(runs, 51)));
  return rows;
}

/** An incremental one-letter edit and a diagnostic pull from the built server, beside a parse in this process. */
async function protocolRow(text: string, offset: number, runs: number): Promise<Row> {
  const client = await startServer('toolschema', 'pedelec-args', '*.args.json');
  try {
    client.open(URI, text, LANGUAGE);
    const count = (await pullDiagnostics(client, URI)).items.length;
    const start = TextDocument.create(URI, LANGUAGE, 1, text).positionAt(offset);
    const range = { start, end: { line: start.line, character: start.character + 1 } };
    const letter = text[offset];
    const edit = async (i: number) => {
      void client.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri: URI, version: i + 2 },
        contentChanges: [{ range, text: i % 2 ? letter.toUpperCase() : letter.toLowerCase() }],
      });
      return pullDiagnostics(client, URI);
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, PUSH_DEBOUNCE_MS + 10));
    const texts = edits(text).texts;
    const [oursMs, parseMs] = await interleaved([edit, (i) => babelParse(texts[i % 2])], runs, 2, pause);
    return row({
      section: '5 TypeScript: edit → diagnostics (protocol, pull)',
      case: CASE,
      ours: oursMs,
      unit: 'ms',
      reference: `${BABEL}, in process`,
      referenceValue: parseMs,
      note: `(${count} diagnostics)`,
    });
  } finally {
    await client.stop();
  }
}
