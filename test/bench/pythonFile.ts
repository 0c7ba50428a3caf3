/**
 * Section `py`: a 2,000-line Python module with 20 Arcade tools, edit → diagnostics in the core, against
 * @lezer/python's parse of the same text (the parser the Python language uses: what every analysis must at least
 * do), interleaved.
 */
import { parser } from '@lezer/python';
import { analyze } from '../../server/src/core/pipeline/analyze';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { pythonModule } from './generatePython';
import { toggled } from './inputs';
import { interleaved } from './measure';
import { row, type Row } from './table';
import { ENGINE } from '../helpers/engine';

const URI = 'file:///bench/server.py';

export async function pythonFileRows(runs: number): Promise<Row[]> {
  const text = pythonModule();
  const problems = analyze({ uri: URI, languageId: 'python', text }, DEFAULT_SETTINGS, { engine: ENGINE }).problems.length;
  if (!problems) throw new Error('the core found nothing in the generated module: is the Python language in this build?');
  // The first letter of the last tool's docstring toggles case: the text stays valid and is analysed alike.
  const offset = text.lastIndexOf('"""', text.lastIndexOf('    """') - 1) + 3;
  const texts = [toggled(text, offset, 0), toggled(text, offset, 1)];
  const ours = (i: number) =>
    analyze({ uri: URI, languageId: 'python', text: texts[i % 2] }, DEFAULT_SETTINGS, { engine: ENGINE }).problems;
  const reference = (i: number) => parser.parse(texts[i % 2]);
  const [oursMs, parseMs] = await interleaved([ours, reference], runs);
  return [
    row({
      section: '8 Python: edit → diagnostics (core)',
      case: '.py, 2,000 lines, 20 tools',
      ours: oursMs,
      unit: 'ms',
      reference: '@lezer/python parse',
      referenceValue: parseMs,
      target: '≤ 2×',
      met: oursMs / parseMs <= 2,
      note: `(${problems} problems)`,
    }),
  ];
}
