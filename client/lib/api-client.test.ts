import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  ContractMismatchError,
  NETWORK_ERROR_MESSAGE,
  apiRequest,
  apiUrl,
} from './api-client';

function mockFetch(implementation: typeof fetch) {
  const spy = vi.fn(implementation);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('prefixes /api and drops empty query values', () => {
    expect(apiUrl('/models', { search: 'emma', status: 'all', category: undefined, x: '' })).toBe(
      '/api/models?search=emma&status=all',
    );
    expect(apiUrl('models/1')).toBe('/api/models/1');
  });
});

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and returns the body', async () => {
    const spy = mockFetch(async () => Response.json({ models: [] }));
    await expect(
      apiRequest('/early-access', { method: 'POST', body: { email: 'a@b.co' } }),
    ).resolves.toEqual({ models: [] });
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/early-access');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws the server error and code', async () => {
    mockFetch(async () =>
      Response.json({ error: 'Model not found', code: 'NOT_FOUND' }, { status: 404 }),
    );
    const error = await apiRequest('/models/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Model not found', code: 'NOT_FOUND', status: 404 });
    expect((error as ApiError).isNotFound).toBe(true);
  });

  it("uses the body's message field, else 'HTTP {status}'", async () => {
    mockFetch(async () => Response.json({ message: 'Nope' }, { status: 400 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Nope', status: 400 });
    mockFetch(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'HTTP 502', status: 502 });
  });

  it('throws the network message when fetch fails', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.isNetworkError).toBe(true);
  });

  it('lets an abort pass through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    mockFetch(async () => {
      throw new DOMException('Aborted', 'AbortError');
    });
    await expect(apiRequest('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('accepts empty success bodies (201 and 204)', async () => {
    mockFetch(async () => new Response(null, { status: 201 }));
    await expect(apiRequest('/early-access', { method: 'POST', body: {} })).resolves.toBe(
      undefined,
    );
  });
});

describe('apiRequest with the contract schema (development and tests)', () => {
  const schema = z.object({ models: z.array(z.object({ id: z.string() })) });

  it('returns a body that matches its schema as it came', async () => {
    mockFetch(async () => Response.json({ models: [{ id: 'a', extra: 1 }] }));
    await expect(apiRequest('/models', { schema })).resolves.toEqual({
      models: [{ id: 'a', extra: 1 }],
    });
  });

  it('fails loudly, naming the call and the field, when the body breaks the contract', async () => {
    mockFetch(async () => Response.json({ models: [{ id: 7 }] }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await apiRequest('/models', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect((error as Error).message).toContain('GET /models');
    expect((error as Error).message).toContain('models.0.id');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('loads a schema given as a loader before checking', async () => {
    mockFetch(async () => Response.json({ models: 'none' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      apiRequest('/models', { schema: () => Promise.resolve(schema) }),
    ).rejects.toBeInstanceOf(ContractMismatchError);
    vi.restoreAllMocks();
  });

  it('leaves failures to ApiError: an error body is not checked against the schema', async () => {
    mockFetch(async () => Response.json({ error: 'Nope', code: 'NOT_FOUND' }, { status: 404 }));
    await expect(apiRequest('/models', { schema })).rejects.toBeInstanceOf(ApiError);
  });
});
