/** Hostile script texts of issue 25, shared by the unit and CLI tests and the bench (no imports: the bench loads it too). */

export const HEAD = "import { createSession, defineTool } from '@kaoruisaac/pedelec';\n";

/** A "billion laughs" through constants: 11 levels of 10 references each, used by 10 tools (10^11 values expanded). */
export function billionLaughs(): string {
  let text = `${HEAD}const a0 = { type: 'string' };\n`;
  for (let i = 1; i < 12; i++)
    text += `const a${i} = { type: 'object', properties: { ${Array.from({ length: 10 }, (_, j) => `p${j}: a${i - 1}`).join(', ')} } };\n`;
  for (let k = 0; k < 10; k++) text += `export const t${k} = defineTool({ name: 't${k}', description: 'd', argsSchema: a11 });\n`;
  return text;
}
