import {
  CARD_INTEREST_COUNT,
  splitInterests,
  type CompanionCard,
  type Companion,
  type CompanionDetail,
} from '#common/contracts/companions';
import { isLanguage, type Language } from '#common/i18n/languages';
import type { PublicConfig } from '#common/contracts/config';
import type { User } from '#common/contracts/user';

/** `GET /api/config` of a server with no optional integrations, for tests. */
export function makePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    googleClientId: null,
    payments: 'sandbox',
    voice: false,
    replyEngine: 'builtin',
    maintenance: false,
    registrationEnabled: true,
    siteName: 'Amora',
    ...overrides,
  };
}

/** A signed-in user as the API sends it, for tests. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '5f0c9a52-2f4e-4c39-9a55-1f2d3c4b5a00',
    name: 'Ana Ivanova',
    email: 'ana@example.com',
    username: 'ana',
    firstName: 'Ana',
    lastName: 'Ivanova',
    avatar: null,
    isPremium: false,
    plan: 'basic',
    role: 'user',
    status: 'active',
    favorites: [],
    hasPassword: true,
    google: false,
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    addressAs: 'neutral',
    ...overrides,
  };
}

/** A companion as the API sends it, for tests. */
export function makeCompanion(overrides: Partial<Companion> = {}): Companion {
  const name = overrides.name ?? 'Sophia';
  const slug = overrides.slug ?? name.toLowerCase();
  return {
    id: '7b0c9a52-2f4e-4c39-9a55-1f2d3c4b5a61',
    legacy_id: 1,
    slug,
    name,
    name_bg: 'София',
    personality: 'warm, witty, bookish',
    description: 'A warm, witty book lover.',
    background_story: 'Grew up among books.',
    avatar_url: `/api/media/${slug}-avatar`,
    is_active: true,
    is_premium: false,
    age: 28,
    location: 'New York',
    interests: 'Books, Poetry, Coffee, Jazz, Museums',
    category: 'romance',
    rating: 4.9,
    conversations_count: 1247,
    response_time: '2-5 minutes',
    allows_explicit: false,
    traits: ['warm', 'witty'],
    bg: {
      personality: 'топла, остроумна, начетена',
      description: 'Топла и остроумна любителка на книги.',
      background_story: 'Израснала сред книги.',
      location: 'Ню Йорк',
      interests: 'Книги, Поезия, Кафе, Джаз, Музеи',
      traits: ['топла', 'остроумна'],
    },
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * The card `GET /api/models?lang=` sends for `model` (the server's companion-view.ts): the
 * texts of one language, the Bulgarian ones falling back to English when empty.
 */
export function cardOf(
  companion: Companion,
  language: Language | string | null = 'en',
): CompanionCard {
  const bg = isLanguage(language) && language === 'bg';
  const pick = <T extends string | null>(en: T, inBg: T): T => (bg && inBg?.trim() ? inBg : en);
  const interests = splitInterests(pick(companion.interests, companion.bg.interests));
  return {
    id: companion.id,
    slug: companion.slug,
    name: pick(companion.name, companion.name_bg),
    personality: pick(companion.personality, companion.bg.personality),
    avatar_url: companion.avatar_url,
    is_active: companion.is_active,
    is_premium: companion.is_premium,
    age: companion.age,
    location: pick(companion.location, companion.bg.location),
    interests: interests.slice(0, CARD_INTEREST_COUNT),
    more_interests: Math.max(0, interests.length - CARD_INTEREST_COUNT),
  };
}

/** A `GET /api/models` answer of `models` as cards in the language the request asks for. */
export function cardsAnswer(companions: readonly Companion[], nextCursor: string | null = null) {
  return (url: URL) =>
    Response.json({
      models: companions.map((companion) => cardOf(companion, url.searchParams.get('lang'))),
      nextCursor,
    });
}

export function makeCompanionDetail(overrides: Partial<CompanionDetail> = {}): CompanionDetail {
  return {
    ...makeCompanion(overrides),
    gallery: [
      { url: '/api/media/g1', locked: false },
      { url: '/api/media/g2', locked: false },
      { url: null, locked: true },
      { url: null, locked: true },
    ],
    ...overrides,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch with a router of `METHOD /path` → handler; unknown calls answer 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    return handler(url, init);
  };
  return { fetchMock, calls };
}
