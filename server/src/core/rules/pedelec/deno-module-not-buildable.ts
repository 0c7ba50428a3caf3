import type { Rule } from '../../model/rule';
import type { Span } from '../../model/tree';
import { getValue } from '../../model/tree';
import { DENO_FAMILIES, denoModules, VITE_PACKAGE } from './helpers/denoModules';

/** sdk/src/vite.ts isRemoteOrSchemeEntry: a `scheme:` prefix, `//…`, or an absolute path. */
const isRemoteOrScheme = (entry: string) => /^[a-z][a-z\d+.-]*:/i.test(entry) || entry.startsWith('//') || entry.startsWith('/');

export const denoModuleNotBuildable: Rule = {
  meta: {
    id: 'pedelec/deno-module-not-buildable',
    defaultSeverity: 'error',
    description: 'Disallow `defineDenoModule(…)` calls the Pedelec Vite plugin refuses to build.',
    families: DENO_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const module of denoModules(doc, association.schema.family)) {
      const call = module.call;
      // Only calls the plugin reads (deno-module-unseen-import says when it does not).
      if (!call || call.module !== VITE_PACKAGE || !call.namedImport) continue;
      // Each in the order of sdk/src/vite.ts readDeclaration; the plugin stops at the first, here all are shown.
      const fail = (span: Span, says: string, what: string) =>
        report({ span, message: `The Pedelec Vite plugin stops the build here ("${says}"). ${what}.` });
      if (!call.objectLiteral) {
        fail(
          call.callee,
          'defineDenoModule() requires one object literal argument',
          'Pass the module as one object literal written in the call',
        );
        continue;
      }
      for (const span of call.nonStatic)
        fail(
          span,
          'defineDenoModule() fields must be statically readable property assignments',
          'Write each field as key: "value" (no spread, method or accessor)',
        );
      const name = call.fields.get('name');
      if (name?.written !== 'string-literal')
        fail(
          name?.span ?? call.callee,
          'defineDenoModule() requires a static string field: name',
          'Write the name as a string literal in the call',
        );
      for (const field of ['description', 'usage']) {
        const written = call.fields.get(field);
        if (written && written.written !== 'string-literal')
          fail(
            written.span,
            `defineDenoModule() field must be a static string when provided: ${field}`,
            `Write the ${field} as a string literal in the call`,
          );
      }
      const code = call.fields.get('code');
      if (code)
        fail(
          code.span,
          'defineDenoModule() does not support inline code; use a static entry',
          'Move the code to a file and name it in "entry"',
        );
      const entry = call.fields.get('entry');
      if (!entry) fail(call.callee, 'defineDenoModule() requires an entry string literal', 'Add entry: "./path/to/module.ts"');
      else if (entry.written === 'template-with-substitutions')
        fail(entry.span, 'defineDenoModule() entry cannot contain template substitutions', 'Write the entry path out in full');
      else if (entry.written !== 'string-literal')
        fail(entry.span, 'defineDenoModule() entry must be a string literal', 'Write the entry path as a string literal in the call');
      else {
        const value = getValue(module, 'entry');
        const name = getValue(module, 'name');
        if (value?.type === 'string' && isRemoteOrScheme(value.value))
          fail(
            entry.span,
            `Deno module ${JSON.stringify(name?.type === 'string' ? name.value : '…')} entry ${JSON.stringify(value.value)} is not a local or package specifier; remote and scheme URLs are not supported`,
            'Use a path relative to this file or a package name (copy remote code into the project)',
          );
      }
    }
  },
};
