import {
  normalizeInterests,
  type Profile,
  type UpdateProfileRequest,
} from '#common/contracts/profile';
import type { Settings, UpdateSettingsRequest } from '#common/contracts/settings';
import type { Database } from '#server/db/client';
import { updateAccount, type Account, type AccountChanges } from '#server/features/accounts';
import {
  endExplicitModes,
  findProfile,
  findStoredSettings,
  findStoredSettingsForUpdate,
  saveProfile,
  saveStoredSettings,
  type ProfileChanges,
  type ProfileRow,
} from './repository';
import { applySettingsUpdate, effectiveSettings } from './settings-merge';

function toApiProfile(row: ProfileRow): Profile {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const row = (await findProfile(db, userId)) ?? (await saveProfile(db, userId, {}));
  return toApiProfile(row);
}

/**
 * Saves what was sent. Interests are trimmed and de-duplicated ignoring case (the first spelling
 * wins); first and last name and the form of address live on the user, saved in the same
 * transaction.
 */
export async function updateProfile(
  db: Database,
  user: Account,
  input: UpdateProfileRequest,
): Promise<Profile> {
  const profile: ProfileChanges = {};
  if (input.bio !== undefined) profile.bio = input.bio;
  if (input.interests !== undefined) profile.interests = normalizeInterests(input.interests);
  if (input.communicationStyle !== undefined) profile.communicationStyle = input.communicationStyle;
  if (input.location !== undefined) profile.location = input.location || null;
  const names: AccountChanges = {};
  if (input.firstName !== undefined) names.firstName = input.firstName;
  if (input.lastName !== undefined) names.lastName = input.lastName;
  if (input.addressAs !== undefined) names.addressAs = input.addressAs;

  const row = await db.transaction(async (tx) => {
    if (Object.keys(names).length > 0) await updateAccount(tx, user.id, names);
    return saveProfile(tx, user.id, profile);
  });
  return toApiProfile(row);
}

export async function getSettings(db: Database, userId: string): Promise<Settings> {
  return effectiveSettings(await findStoredSettings(db, userId));
}

/**
 * Merges a partial update into the stored settings. The language is also kept on the user: the
 * e-mails of a later issue read it there without parsing settings.
 */
export async function updateSettings(
  db: Database,
  userId: string,
  update: UpdateSettingsRequest,
): Promise<Settings> {
  return db.transaction(async (tx) => {
    const stored = (await findStoredSettingsForUpdate(tx, userId)) ?? {};
    const next = applySettingsUpdate(stored, update);
    await saveStoredSettings(tx, userId, next);
    const settings = effectiveSettings(next);
    if (update.language !== undefined) {
      await updateAccount(tx, userId, { language: settings.language });
    }
    if (update.content?.explicit === false) await endExplicitModes(tx, userId);
    return settings;
  });
}

/** Whether the user turned explicit content on (Settings > Privacy); off by default. */
export async function allowsExplicitContent(db: Database, userId: string): Promise<boolean> {
  return (await getSettings(db, userId)).content.explicit;
}
