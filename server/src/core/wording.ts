/** Counts in messages: "1 field", "4 fields", never "field(s)". */
export const plural = (n: number, singular: string, pluralForm = `${singular}s`): string => `${n} ${n === 1 ? singular : pluralForm}`;
