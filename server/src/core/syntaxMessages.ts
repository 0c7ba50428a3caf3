/** Syntax messages shared by the full validation (validate.ts) and the size-limited scan (syntaxScan.ts). */
export const COMMENT_NOT_PERMITTED = 'Comments are not allowed in a .json file: remove it, or rename the file to .jsonc.';
export const TRAILING_COMMA = 'Trailing comma: remove it (allowed only in .jsonc files).';
