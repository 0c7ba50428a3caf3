/**
 * "toolschema: Show what the model sees": the active document as the chosen provider is shown it, in a read-only
 * virtual document beside the editor, refreshed as the source is edited. The conversion is the server's
 * (MODEL_VIEW_COMMAND, core/convert); this file only asks for it and shows it.
 */
import * as vscode from 'vscode';
import { writesToolsInCode } from '../../server/src/core/languages/ids';
import { ExecuteCommandRequest, type LanguageClient } from 'vscode-languageclient/node';
import {
  COMMANDS,
  MODEL_VIEW_COMMAND,
  MODEL_VIEW_LABELS,
  MODEL_VIEW_PROVIDERS,
  type ModelViewNote,
  type ModelViewResult,
} from '../../server/src/protocol';

type Provider = (typeof MODEL_VIEW_PROVIDERS)[number];
const SCHEME = 'toolschema-model';
/** Typing fires a change per keystroke; the view follows once the typing pauses. */
const REFRESH_DELAY_MS = 250;

const PICKS: readonly (vscode.QuickPickItem & { provider: Provider })[] = [
  { provider: 'openai', label: MODEL_VIEW_LABELS.openai, description: "function tool, strict mode (Arcade's converter)" },
  { provider: 'anthropic', label: MODEL_VIEW_LABELS.anthropic, description: "name, description, input_schema (Arcade's converter)" },
  { provider: 'mcp', label: MODEL_VIEW_LABELS.mcp, description: 'the tool as an MCP server lists it (arcade-mcp-server)' },
  {
    provider: 'pedelec',
    label: MODEL_VIEW_LABELS.pedelec,
    description: 'a Pedelec tool, or a JSON Schema reduced to the args-schema subset',
  },
];

const isProvider = (p: unknown): p is Provider => (MODEL_VIEW_PROVIDERS as readonly unknown[]).includes(p);

/**
 * `toolschema-model:/<file>.<provider>.jsonc?source=<uri>&provider=<id>`: one view per source and provider; in a
 * file of several tools (Python, a script), `&line=…&character=…` too: the tool under the cursor when it was asked for.
 */
function viewUri(source: vscode.Uri, provider: Provider, cursor?: vscode.Position): vscode.Uri {
  const stem = source.path.slice(source.path.lastIndexOf('/') + 1).replace(/\.jsonc?$/i, '');
  const query = new URLSearchParams({ source: source.toString(), provider });
  if (cursor) {
    query.set('line', String(cursor.line));
    query.set('character', String(cursor.character));
  }
  return vscode.Uri.from({ scheme: SCHEME, path: `/${stem}.${provider}.jsonc`, query: query.toString() });
}

/** The position a view was asked for, if any. */
function positionOf(params: URLSearchParams): { line: number; character: number } | undefined {
  const line = Number(params.get('line'));
  const character = Number(params.get('character'));
  return params.has('line') && Number.isInteger(line) && Number.isInteger(character) ? { line, character } : undefined;
}

/** A JSON document is one value; a file whose tools are written in code may define several. */
const holdsSeveral = (document: vscode.TextDocument) => writesToolsInCode(document.languageId);

const sourceOf = (view: vscode.Uri) => new URLSearchParams(view.query).get('source') ?? '';

const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ');
const comment = (prefix: string, n: ModelViewNote) => `// ${prefix}${oneLine(n.path || '/')}: ${oneLine(n.message)}`;

function render(result: ModelViewResult | null, provider: Provider): string {
  if (!result) return '// toolschema: the language server did not answer; see the toolschema output channel.\n';
  if (!result.ok) return `// toolschema: ${oneLine(result.error)}\n`;
  const notes = [
    ...result.notes.map((n) => comment('', n)),
    ...result.remaining.map((n) => comment('still reported in the argsSchema at ', n)),
  ];
  const header = notes.length
    ? `// What ${MODEL_VIEW_LABELS[provider]} is shown. Dropped or changed on the way:\n${notes.join('\n')}\n`
    : '';
  const verdicts = (result.verdicts ?? []).map(
    (v) =>
      `//   ${v.tool ? `${oneLine(v.tool)}: ` : ''}${v.profile} (${oneLine(v.title)}): ${v.rejected ? `rejected: ${oneLine(v.rejected)}` : 'accepted'}`,
  );
  const hosts = verdicts.length ? `// Hosts (toolschema.providers):\n${verdicts.join('\n')}\n` : '';
  return `${hosts}${header}${JSON.stringify(result.output, null, 2)}\n`;
}

class ModelViewProvider implements vscode.TextDocumentContentProvider {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly client: LanguageClient) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const params = new URLSearchParams(uri.query);
    const provider = params.get('provider');
    if (!isProvider(provider)) return `// toolschema: unknown provider ${JSON.stringify(provider)}.\n`;
    try {
      const result = (await this.client.sendRequest(ExecuteCommandRequest.type, {
        command: MODEL_VIEW_COMMAND,
        arguments: [{ uri: params.get('source') ?? '', provider, position: positionOf(params) }],
      })) as ModelViewResult | null;
      return render(result, provider);
    } catch (e) {
      // A server that is restarting: the next edit of the source refreshes the view.
      return `// toolschema: the language server could not answer (${oneLine(e instanceof Error ? e.message : String(e))}); edit the source to retry.\n`;
    }
  }

  /** Refreshes every open view of `source`, after the typing pauses. */
  sourceChanged(source: string): void {
    clearTimeout(this.timers.get(source));
    this.timers.set(
      source,
      setTimeout(() => {
        this.timers.delete(source);
        for (const d of vscode.workspace.textDocuments) if (d.uri.scheme === SCHEME && sourceOf(d.uri) === source) this.changed.fire(d.uri);
      }, REFRESH_DELAY_MS),
    );
  }

  refresh(view: vscode.Uri): void {
    this.changed.fire(view);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.changed.dispose();
  }
}

export function registerModelView(client: LanguageClient): vscode.Disposable[] {
  const provider = new ModelViewProvider(client);
  const show = async (arg?: { provider?: unknown }): Promise<vscode.Uri | undefined> => {
    const document = vscode.window.activeTextEditor?.document;
    if (!document || document.uri.scheme === SCHEME) {
      void vscode.window.showInformationMessage(
        'toolschema: open an Arcade tool definition (JSON or Python), a Pedelec tool (TypeScript or JavaScript) or a JSON Schema first, then show what the model sees.',
      );
      return undefined;
    }
    const chosen = isProvider(arg?.provider)
      ? arg.provider
      : (await vscode.window.showQuickPick(PICKS, { placeHolder: 'Show the tool as which provider sees it?' }))?.provider;
    if (!chosen) return undefined;
    const cursor = holdsSeveral(document) ? vscode.window.activeTextEditor?.selection.active : undefined;
    const uri = viewUri(document.uri, chosen, cursor);
    const alreadyOpen = vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString());
    const view = await vscode.workspace.openTextDocument(uri);
    if (alreadyOpen) provider.refresh(uri);
    await vscode.window.showTextDocument(view, { viewColumn: vscode.ViewColumn.Beside, preview: false, preserveFocus: true });
    return uri;
  };
  return [
    provider,
    vscode.workspace.registerTextDocumentContentProvider(SCHEME, provider),
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document.uri.scheme !== SCHEME && e.contentChanges.length) provider.sourceChanged(e.document.uri.toString());
    }),
    vscode.commands.registerCommand(COMMANDS.showModelView, show),
  ];
}
