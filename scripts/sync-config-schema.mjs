#!/usr/bin/env node
// Rewrites schemas/toolschema-config.schema.json and package.json's `toolschema.rules` `toolschema.pedelecModules`, `toolschema.moduleRoots` and `toolschema.providers`
// from the rule registry and the settings (server/src/core/settings/configSchema.ts, as built into out/). Run after `npm run build`; the unit test
// test/unit/settings/configSchema.test.ts fails until the two files match the registry.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { configSchema, rulesSetting, pedelecModulesSetting, moduleRootsSetting, providersSetting, CONFIG_SCHEMA_FILE } = createRequire(
  import.meta.url,
)(join(root, 'out/server/src/core/settings/configSchema.js'));
const { RULES } = createRequire(import.meta.url)(join(root, 'out/server/src/core/rules/index.js'));
writeFileSync(join(root, CONFIG_SCHEMA_FILE), JSON.stringify(configSchema(RULES), null, 2) + '\n');
const pkgFile = join(root, 'package.json');
const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
const properties = pkg.contributes.configuration.properties;
properties['toolschema.rules'] = rulesSetting(RULES, properties['toolschema.rules'].markdownDescription);
properties['toolschema.pedelecModules'] = pedelecModulesSetting();
properties['toolschema.moduleRoots'] = moduleRootsSetting('relative to the first workspace folder');
properties['toolschema.providers'] = providersSetting();
writeFileSync(pkgFile, JSON.stringify(pkg, null, 2) + '\n');
