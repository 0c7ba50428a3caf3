/**
 * A seeded Python module as Arcade's authors write one: an `MCPApp`, decorated tools with `Annotated` parameters
 * (strings, optional integers, literals, lists) and docstrings, between ordinary helper functions with comments and
 * f-strings. Every fifth tool has one deliberate finding (a parameter without a description), so the analysis has
 * real work to report. The same seed gives the same text.
 */
import { ident, int, pick, rng, sentence } from './generate';

const TYPES = ['str', 'int', 'bool', 'list[str]', 'Optional[int]', 'Literal["asc", "desc"]'] as const;

/** About `lines` lines with `tools` tools (one in every lines / tools). */
export function pythonModule(lines = 2000, tools = 20, seed = 7): string {
  const r = rng(seed);
  const out = [
    'from typing import Annotated, Literal, Optional',
    'from arcade_mcp_server import Context, MCPApp',
    '',
    'app = MCPApp(name="bench", version="1.0.0")',
    '',
  ];
  const every = Math.floor(lines / tools);
  let made = 0;
  while (out.length < lines) {
    if (made < tools && out.length >= every * made) {
      const params = Array.from({ length: int(r, 1, 4) }, (_, j) => {
        const type = pick(r, TYPES);
        const name = `${ident(r, 1)}_${j}`;
        // Every fifth tool leaves its first parameter undescribed (arcade-python/missing-parameter-description).
        return made % 5 === 4 && j === 0 ? `${name}: ${type}` : `${name}: Annotated[${type}, "${sentence(r, 6)}"]`;
      });
      out.push(
        '@app.tool',
        `def ${ident(r)}_${made}(context: Context, ${params.join(', ')}) -> dict[str, str]:`,
        `    """${sentence(r, 10)}`,
        '',
        `    ${sentence(r, 12)}`,
        '    """',
        `    return {"result": f"{context!r}"}`,
        '',
      );
      made++;
    } else {
      const n = out.length;
      out.push(
        `def helper_${n}(a, b=2, *args, **kwargs):`,
        `    x = [a + b for _ in range(${int(r, 1, 9)})]  # ${sentence(r, 4)}`,
        `    return {"a": x, "b": f"{a!r}"}`,
        '',
      );
    }
  }
  return out.slice(0, lines).join('\n') + '\n';
}
