import { queryOptions } from '@tanstack/react-query';
import type {
  GoogleLoginRequest,
  GoogleRegisterRequest,
  LoginRequest,
  RegisterRequest,
} from '#common/contracts/auth';
import { apiRequest } from '#client/lib/api-client';
import type { SessionUser } from './session-user';

/** The session's place in the query cache: the signed-in user, or null when signed out. */
export const SESSION_KEY = ['session'] as const;

/** The session answers are checked against the contract (a loader: zod stays out of the first load). */
const sessionResponse = () => import('#common/contracts/user').then((m) => m.sessionResponseSchema);
const sessionProbeResponse = () =>
  import('#common/contracts/user').then((m) => m.sessionProbeResponseSchema);

/**
 * `GET /api/auth/session`: who the session cookie belongs to, or null for a visitor. The probe
 * answers 200 either way, so a signed-out page logs no failed request.
 */
export async function verifySession(signal?: AbortSignal): Promise<SessionUser | null> {
  const body = await apiRequest('/auth/session', { signal, schema: sessionProbeResponse });
  return body.user;
}

/**
 * The session check as a query: asked once per page load (the app starts it before it renders,
 * see client/app/start-early.ts) and kept; sign-in and sign-out change it locally.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => verifySession(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

const post = (path: string, body?: unknown): Promise<SessionUser> =>
  apiRequest(path, { method: 'POST', body, schema: sessionResponse }).then((data) => data.user);

export const sessionApi = {
  login: (input: LoginRequest) => post('/auth/login', input),
  register: (input: RegisterRequest) => post('/auth/register', input),
  googleLogin: (input: GoogleLoginRequest) => post('/auth/google/login', input),
  googleRegister: (input: GoogleRegisterRequest) => post('/auth/google/register', input),
  refresh: () => post('/auth/refresh'),
  logout: () => apiRequest<void>('/auth/logout', { method: 'POST' }),
};
