import {
  COMPANIONS_EXPORT_FORMAT,
  COMPANIONS_EXPORT_VERSION,
  type AdminCompanionInput,
  type ExportedCompanion,
  type ImportChange,
  type CompanionsExport,
} from '#common/contracts/admin-companions';
import { findUnderAgeField } from '#common/companions/under-age';
import type { Database, Queryable } from '#server/db/client';
import {
  toCompanionInput,
  toCompanionValues,
  type StoredCompanionValues,
} from './companion-values';
import { underAge, validationFailed } from './multipart-form';
import {
  findAllCompanionRows,
  findCompanionRowsBySlug,
  insertCompanionRow,
  isLegacyIdTaken,
  lockSlugs,
  updateCompanionRow,
  type AdminCompanionRow,
} from './repository';

/**
 * Every companion's editable fields in both languages, persona included, keyed by slug.
 * Photos are left out (no image bytes in the file; see exportedModelSchema).
 */
export async function exportCompanions(db: Database, now: Date): Promise<CompanionsExport> {
  const rows = await findAllCompanionRows(db);
  return {
    format: COMPANIONS_EXPORT_FORMAT,
    version: COMPANIONS_EXPORT_VERSION,
    exported_at: now.toISOString(),
    models: rows.map((row) => ({
      slug: row.slug,
      legacy_id: row.legacyId,
      ...toCompanionInput(row),
    })),
  };
}

/**
 * What an input becomes once saved (Bulgarian fallbacks, interests spacing), read back the way
 * the export reads a row: so a file that only repeats what is stored compares equal.
 */
function asStored(input: AdminCompanionInput): AdminCompanionInput {
  return toCompanionInput(toCompanionValues(input) as StoredCompanionValues);
}

function editableFields(companion: ExportedCompanion): AdminCompanionInput {
  const { slug: _slug, legacy_id: _legacyId, ...input } = companion;
  return input;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The names of the fields that differ; persona parts as `persona.en.prompt` and so on. */
function changedFields(current: AdminCompanionInput, next: AdminCompanionInput): string[] {
  const fields: string[] = [];
  for (const key of Object.keys(next) as Array<keyof AdminCompanionInput>) {
    if (key === 'persona') {
      for (const language of ['en', 'bg'] as const) {
        const before = current.persona[language];
        const after = next.persona[language];
        for (const part of Object.keys(after) as Array<keyof typeof after>) {
          if (!same(before[part], after[part])) fields.push(`persona.${language}.${part}`);
        }
      }
    } else if (!same(current[key], next[key])) {
      fields.push(key);
    }
  }
  return fields;
}

interface PlannedChange extends ImportChange {
  companion: ExportedCompanion;
  existing: AdminCompanionRow | null;
}

async function planImport(db: Queryable, file: CompanionsExport): Promise<PlannedChange[]> {
  const seen = new Map<string, number>();
  for (const [index, companion] of file.models.entries()) {
    const first = seen.get(companion.slug);
    if (first !== undefined) {
      throw validationFailed(`The slug "${companion.slug}" appears twice in the file.`, {
        [`models.${index}.slug`]: `Also used by models.${first}`,
      });
    }
    seen.set(companion.slug, index);
  }
  // The under-18 rule holds for imported companions too: the preview already refuses the file.
  const under = findUnderAgeField(file.models, ['models']);
  if (under) throw underAge(under.field);
  const rows = await findCompanionRowsBySlug(db, [...seen.keys()]);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return file.models.map((companion) => {
    const existing = bySlug.get(companion.slug) ?? null;
    const next = asStored(editableFields(companion));
    if (!existing) {
      return {
        slug: companion.slug,
        name: companion.name,
        action: 'create',
        fields: Object.keys(next),
        companion,
        existing,
      };
    }
    const fields = changedFields(toCompanionInput(existing), next);
    const action = fields.length > 0 ? 'update' : 'unchanged';
    return {
      slug: companion.slug,
      name: companion.name,
      action,
      fields,
      companion,
      existing,
    };
  });
}

/** What importing the file would change, companion by companion; changes nothing. */
export async function previewImport(db: Database, file: CompanionsExport): Promise<ImportChange[]> {
  const plan = await planImport(db, file);
  return plan.map(({ slug, name, action, fields }) => ({ slug, name, action, fields }));
}

/**
 * Applies the file in one transaction: companions whose slug is unknown are created (without
 * photos; their built-in number only if still free), the others updated. Photos are never
 * touched.
 */
export async function applyImport(db: Database, file: CompanionsExport) {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    let created = 0;
    let updated = 0;
    for (const change of await planImport(tx, file)) {
      const values = toCompanionValues(editableFields(change.companion));
      if (change.action === 'update' && change.existing) {
        await updateCompanionRow(tx, change.existing.id, values);
        updated += 1;
      } else if (change.action === 'create') {
        const legacyId = change.companion.legacy_id;
        const keepsNumber = legacyId !== null && !(await isLegacyIdTaken(tx, legacyId));
        await insertCompanionRow(tx, {
          ...values,
          slug: change.slug,
          legacyId: keepsNumber ? legacyId : null,
        });
        created += 1;
      }
    }
    return { created, updated };
  });
}
