/** Counts in messages: "1 field", "4 fields", never "field(s)". */
export const plural = (n: number, singular: string, pluralForm = `${singular}s`): string => `${n} ${n === 1 ? singular : pluralForm}`;

/** Longest value a message quotes, in characters: a 2 MB string in a file is named, not printed. */
export const MAX_QUOTED_CHARACTERS = 80;

/** A value as JSON for a message, cut to MAX_QUOTED_CHARACTERS with an ellipsis (`"aaaa…"`), never splitting a pair. */
export function quoteCapped(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  if (text.length <= MAX_QUOTED_CHARACTERS) return text;
  let cut = MAX_QUOTED_CHARACTERS - 2;
  if (/[\uD800-\uDBFF]/.test(text[cut - 1])) cut--; // not half of a surrogate pair
  return `${text.slice(0, cut)}…${text[0] === '"' ? '"' : ''}`;
}

/** A description as a sentence: one final period, never two (`"Require x."` and `"Require x"` both give `"Require x."`). */
export const asSentence = (text: string): string => (/[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`);

/** "a string", "an integer": the indefinite article by the word's first letter (the words here are type names). */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
