/** The "Migrate to Arcade tool definition 1.0" refactoring, offered on preview and current documents. */
import type { Analysis } from '../../pipeline/analyze';
import { minimalEdit } from '../fixes';
import type { Edit } from '../../model/edits';
import { canMigrate, migrateToV1, summariseDropped } from './migrate';

export const MIGRATE_ARCADE_TITLE = 'Migrate to Arcade tool definition 1.0';

/** `data` of the migration code action (kind `refactor.rewrite`). */
export interface MigrationActionData {
  migration: 'arcade-tool-1.0';
  from: 'preview' | 'current';
  /** Paths (`a.b[].c`) of the values 1.0 cannot hold, which the edit removes; empty when lossless. */
  dropped: string[];
}

export interface Refactoring {
  title: string;
  edits: Edit[];
  data: MigrationActionData;
}

export function arcadeRefactorings(analysis: Analysis): Refactoring[] {
  if (!canMigrate(analysis.association)) return [];
  // Broken JSON is left alone: the edits are only as good as the tree they are computed on.
  if (analysis.problems.some((p) => p.code === 'syntax/invalid-json')) return [];
  const migration = migrateToV1(analysis.doc, analysis.association);
  const edit = migration && minimalEdit(analysis.doc.text, migration.text);
  if (!migration || !edit) return [];
  // Lossy migrations are still offered, but the title names what goes (and the editor command asks first).
  const title = migration.dropped.length ? `${MIGRATE_ARCADE_TITLE} (drops: ${summariseDropped(migration.dropped)})` : MIGRATE_ARCADE_TITLE;
  return [{ title, edits: [edit], data: { migration: 'arcade-tool-1.0', from: migration.from, dropped: migration.dropped } }];
}
