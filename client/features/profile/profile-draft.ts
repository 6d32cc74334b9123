import type { Profile } from '#common/contracts/profile';
import type { SessionUser } from '#client/features/session';

/** What the edit form changes; interests and style are saved as they change. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
}

export const BIO_MAX_LENGTH = 1000;

export function draftOf(user: SessionUser, profile: Profile): ProfileDraft {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
  };
}

/** The `PUT /api/users/profile` body for a draft (an empty first name keeps the current one). */
export function profileChangeOf(draft: ProfileDraft) {
  const firstName = draft.firstName.trim();
  return {
    bio: draft.bio.trim(),
    location: draft.location.trim() || null,
    ...(firstName ? { firstName } : {}),
    lastName: draft.lastName.trim(),
  };
}
