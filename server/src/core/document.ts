/** A document parsed once per version; every stage (validation, rules, hover, completion, fixes) shares it. */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { JSONDocument } from 'vscode-json-languageservice';
import { jsonLanguageService } from './languageService';
import { getString, isObject, type ASTNode } from './ast';
import type { RootFacts } from './associate';

export class ParsedDocument {
  readonly json: JSONDocument;
  constructor(readonly text: TextDocument) {
    this.json = jsonLanguageService().parseJSONDocument(text);
  }

  get root(): ASTNode | undefined {
    return this.json.root;
  }

  /** Comments and trailing commas are fine in `.jsonc` files (by language id or extension), not in `.json`. */
  get isJsonc(): boolean {
    return this.text.languageId === 'jsonc' || /\.jsonc$/i.test(this.text.uri);
  }

  rootFacts(): RootFacts | undefined {
    const root = this.root;
    if (!isObject(root)) return undefined;
    return { schemaValue: getString(root, '$schema'), keys: new Set(root.properties.map((p) => p.keyNode.value)) };
  }
}
