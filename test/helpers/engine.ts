/**
 * The engine the tests and the bench run: the registries' rules and languages, built once as the server's, the
 * CLI's and the ESLint plugin's mains build theirs (server/src/core/pipeline/engine.ts).
 */
import { createEngine, type Engine } from '../../server/src/core/pipeline/engine';
import type { Rule } from '../../server/src/core/model/rule';
import { RULES } from '../../server/src/core/rules';
import { LANGUAGES } from '../../server/src/core/languages/registry';

export const ENGINE: Engine = createEngine({ rules: RULES, languages: LANGUAGES });

/** An engine that runs `rules` only (a rule of the test's own, one that fails on purpose), with the registry's languages. */
export const engineWith = (rules: readonly Rule[]): Engine => createEngine({ rules, languages: LANGUAGES });
