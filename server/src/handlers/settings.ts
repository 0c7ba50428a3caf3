/** Settings pulled with `workspace/configuration`, validated, cached, and refreshed when they change. */
import type { Connection } from 'vscode-languageserver';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from '../core/settings/settings';

export class SettingsStore {
  private current: Settings = DEFAULT_SETTINGS;
  private reported = new Set<string>();

  constructor(
    private readonly connection: Connection,
    private readonly canPull: boolean,
    /** The engine's rule ids: a rule setting naming another is reported. */
    private readonly ruleIds: ReadonlySet<string>,
  ) {}

  get value(): Settings {
    return this.current;
  }

  /**
   * Pulls the `toolschema` section; invalid values are replaced by defaults and reported in one message (a
   * problem already reported is not repeated: the user sees each mistake once, not once per change).
   */
  async refresh(pushed?: unknown): Promise<void> {
    let raw: unknown = pushed;
    if (this.canPull) {
      try {
        raw = await this.connection.workspace.getConfiguration('toolschema');
      } catch (e) {
        this.connection.console.error(`toolschema: could not read settings: ${String(e)}`);
      }
    }
    const { settings, problems } = parseSettings(raw, this.ruleIds);
    this.current = settings;
    const fresh = problems.filter((p) => !this.reported.has(p));
    fresh.forEach((p) => this.reported.add(p));
    if (fresh.length) void this.connection.window.showWarningMessage(`${fresh.join(' ')} Using the defaults for these.`);
  }
}
