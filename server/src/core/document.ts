/** A document parsed once per version; every stage (validation, rules, hover, completion, fixes) shares it. */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { JSONDocument } from 'vscode-json-languageservice';
import { jsonLanguageService } from './languageService';
import { getString, isObject, type ASTNode } from './ast';
import type { RootFacts } from './associate';
import { BYTE_ORDER_MARK, tooDeepAt } from './limits';

export class ParsedDocument {
  /** Where nesting first exceeds MAX_NESTING; such a document is not parsed (its `root` is undefined). */
  readonly tooDeepAt?: number;
  /** The text starts with U+FEFF, which the parser ignores but many JSON readers reject. */
  readonly hasByteOrderMark: boolean;
  private parsed?: JSONDocument;

  constructor(readonly text: TextDocument) {
    const content = text.getText();
    this.hasByteOrderMark = content.startsWith(BYTE_ORDER_MARK);
    this.tooDeepAt = tooDeepAt(content);
  }

  /** The language service's AST, built on first use (documents over the size limit never need it). */
  get json(): JSONDocument {
    if (this.parsed) return this.parsed;
    const { text } = this;
    const service = jsonLanguageService();
    const content = text.getText();
    if (this.tooDeepAt !== undefined) {
      this.parsed = service.parseJSONDocument(TextDocument.create(text.uri, text.languageId, text.version, ''));
    } else if (this.hasByteOrderMark) {
      // A space in place of the mark: the parser skips it, and every offset stays the same.
      this.parsed = service.parseJSONDocument(TextDocument.create(text.uri, text.languageId, text.version, ` ${content.slice(1)}`));
    } else {
      this.parsed = service.parseJSONDocument(text);
    }
    return this.parsed;
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
