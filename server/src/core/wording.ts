/** Counts in messages: "1 field", "4 fields", never "field(s)". */
export const plural = (n: number, singular: string, pluralForm = `${singular}s`): string => `${n} ${n === 1 ? singular : pluralForm}`;

/** "a string", "an integer": the indefinite article by the word's first letter (the words here are type names). */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
