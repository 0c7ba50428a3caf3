/** What every converter returns, and how it says it cannot convert. Pure data: no files, no terminal. */
import type { JsonValue } from '../model/tree';

export type JsonObject = { [key: string]: JsonValue };

/** Something the converter left out or changed, at a JSON pointer into the input (`/properties/email/format`). */
export interface ConversionNote {
  path: string;
  message: string;
}

export interface Conversion {
  output: JsonValue;
  /** What was dropped or changed, at pointers into the input. */
  notes: ConversionNote[];
  /** For Pedelec: what the project's Pedelec rules still report on the argsSchema, at pointers into it. */
  remaining: ConversionNote[];
}

/** Input the converter cannot turn into the target; `path` is a JSON pointer into the input. */
export class ConvertError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export const isJsonObject = (v: JsonValue | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON pointer segment (RFC 6901). */
export const pointer = (base: string, key: string | number) => `${base}/${escapedToken(String(key))}`;

/** A JSON Pointer reference token: `~` → `~0`, `/` → `~1`. Made for every value schema read: most need neither. */
const escapedToken = (token: string) =>
  token.includes('~') || token.includes('/') ? token.replace(/~/g, '~0').replace(/\//g, '~1') : token;

export const NO_NULL_TYPE = "Pedelec's subset has no null type, so the agent cannot send null here.";
