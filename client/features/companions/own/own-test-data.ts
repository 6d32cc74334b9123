import { EMPTY_ADMIN_PERSONA } from '#common/contracts/admin-companions';
import type { OwnCompanion, OwnPersona } from '#common/contracts/own-companions';

const { prompt: _prompt, ...EMPTY_PERSONA } = EMPTY_ADMIN_PERSONA;
export const EMPTY_OWN_PERSONA: OwnPersona = { ...EMPTY_PERSONA, appearance: '' };

/** A user's own companion as GET /api/users/me/companions/{id} sends it, for tests. */
export function makeOwnCompanion(overrides: Partial<OwnCompanion> = {}): OwnCompanion {
  return {
    id: '3a7c9a52-2f4e-4c39-9a55-0000000000aa',
    slug: 'mila',
    name: 'Mila',
    name_bg: '',
    description: 'A painter who laughs easily.',
    description_bg: '',
    personality: 'warm, curious',
    personality_bg: '',
    background_story: '',
    background_story_bg: '',
    location: 'Varna',
    location_bg: '',
    interests: 'Painting, Sea, Jazz, Tea',
    interests_bg: '',
    traits: [],
    traits_bg: [],
    age: 29,
    category: 'romance',
    allows_explicit: false,
    avatar_url: '/api/companion-portraits/portrait-2',
    persona: {
      en: {
        ...EMPTY_OWN_PERSONA,
        appearance: 'Dark curls, paint on her fingers.',
        values: ['Honesty', 'Kindness'],
        speech_patterns: ['Says "darling" a lot'],
        backstory: { ...EMPTY_OWN_PERSONA.backstory, childhood: 'Grew up by the sea.' },
        voice: {
          ...EMPTY_OWN_PERSONA.voice,
          greetings: ['Hi! I was just painting.', 'Hello again!'],
        },
      },
      bg: EMPTY_OWN_PERSONA,
    },
    language: 'en',
    machine_translated: null,
    portrait: 'portrait-2',
    conversations_count: 2,
    messages_count: 14,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-06T10:00:00.000Z',
    ...overrides,
  };
}

export const PORTRAITS = {
  portraits: Array.from({ length: 8 }, (_, index) => ({
    id: `portrait-${index + 1}`,
    url: `/api/companion-portraits/portrait-${index + 1}`,
  })),
};

/** The list answer with the plan's numbers. */
export function ownList(companions: OwnCompanion[], limit: number | null = 1) {
  return {
    companions,
    limit,
    used: companions.length,
    canCreate: limit === null || companions.length < limit,
  };
}
