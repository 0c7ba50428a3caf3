/**
 * The problems found in settings, bounded: a settings file can hold 200,000 unknown rule ids, or one id of 100 KB.
 * Of each kind of problem the first few are spelled out (with a suggestion) and the rest counted, and every value
 * quoted in a message is cut to a short length.
 */

/** Problems of one kind spelled out one by one; the rest are counted in one sentence. */
export const MAX_NAMED_PROBLEMS = 3;
/** Longest value quoted in a message, in characters. */
export const MAX_QUOTED_LENGTH = 60;

/** A value as JSON, cut to MAX_QUOTED_LENGTH characters (`"aaaa…"`). */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH - 2)}…${text[0] === '"' ? '"' : ''}` : text;
}

export class SettingsProblems {
  private readonly kinds = new Map<string, { named: string[]; more: number }>();

  /**
   * `kind` groups problems for counting, e.g. "toolschema.rules: unknown rule ids"; `sentence` is only built for
   * the first few of a kind (suggestions cost time).
   */
  add(kind: string, sentence: () => string): void {
    let entry = this.kinds.get(kind);
    if (!entry) this.kinds.set(kind, (entry = { named: [], more: 0 }));
    if (entry.named.length < MAX_NAMED_PROBLEMS) entry.named.push(sentence());
    else entry.more++;
  }

  list(): string[] {
    return [...this.kinds].flatMap(([kind, { named, more }]) =>
      more ? [...named, `${kind}: ${more.toLocaleString('en-US')} more not listed here.`] : named,
    );
  }
}
