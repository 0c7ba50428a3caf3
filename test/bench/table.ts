/** The bench's one table: each figure beside its reference, the ratio, the target and whether it is met. */

export interface Row {
  section: string;
  case: string;
  ours: number;
  unit: 'ms' | 'KB' | 'MB';
  reference?: string;
  referenceValue?: number;
  ratio?: number;
  target?: string;
  met?: boolean;
  note?: string;
}

export function row(r: Omit<Row, 'ratio'>): Row {
  const ratio = r.referenceValue ? r.ours / r.referenceValue : undefined;
  return { ...r, ...(ratio !== undefined ? { ratio } : {}) };
}

const fmt = (n: number | undefined, unit = '') =>
  n === undefined ? '' : `${n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2)}${unit ? ` ${unit}` : ''}`;

/** A Markdown table, so the README can paste it as is. */
export function markdown(rows: Row[]): string {
  const lines = [
    '| section | case | toolschema | reference | reference value | ratio | target | met |',
    '|---|---|---:|---|---:|---:|---|---|',
  ];
  for (const r of rows) {
    const met = r.met === undefined ? '' : r.met ? 'yes' : '**no**';
    lines.push(
      `| ${r.section} | ${r.case} | ${fmt(r.ours, r.unit)} | ${r.reference ?? ''} | ${fmt(r.referenceValue, r.unit)} | ${r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}×`} | ${r.target ?? ''} | ${met}${r.note ? ` ${r.note}` : ''} |`,
    );
  }
  return lines.join('\n');
}
