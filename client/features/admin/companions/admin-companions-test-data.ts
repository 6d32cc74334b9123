import type { AdminCompanion } from '#common/contracts/admin-companions';
import { EMPTY_ADMIN_PERSONA } from '#common/contracts/admin-companions';

let counter = 0;

/** A companion as GET /api/admin/models sends it, for tests. */
export function makeAdminCompanion(overrides: Partial<AdminCompanion> = {}): AdminCompanion {
  counter += 1;
  const name = overrides.name ?? 'Sophia';
  return {
    id: `7b0c9a52-2f4e-4c39-9a55-${String(counter).padStart(12, '0')}`,
    legacy_id: null,
    slug: name.toLowerCase(),
    name,
    name_bg: 'София',
    description: 'A warm, witty book lover from New York.',
    description_bg: 'Топла и остроумна любителка на книги от Ню Йорк.',
    personality: 'warm, witty, bookish',
    personality_bg: 'топла, остроумна, начетена',
    background_story: 'Grew up among books.',
    background_story_bg: 'Израснала сред книги.',
    location: 'New York',
    location_bg: 'Ню Йорк',
    interests: 'Books, Poetry',
    interests_bg: 'Книги, Поезия',
    traits: ['warm', 'witty'],
    traits_bg: ['топла', 'остроумна'],
    tags: ['warm', 'witty'],
    response_time: '2-5 minutes',
    response_time_bg: '2-5 минути',
    age: 28,
    category: 'romance',
    is_active: true,
    is_premium: false,
    allows_explicit: false,
    rating: 4.9,
    persona: {
      en: { ...EMPTY_ADMIN_PERSONA, speech_patterns: ['Oh, that reminds me of a novel…'] },
      bg: EMPTY_ADMIN_PERSONA,
    },
    avatar_url: '',
    photos: [],
    stats: { conversations: 1247, messages: 9876, rating: 4.9 },
    created_at: '2025-03-05T10:00:00.000Z',
    updated_at: '2025-04-10T10:00:00.000Z',
    ...overrides,
  };
}
