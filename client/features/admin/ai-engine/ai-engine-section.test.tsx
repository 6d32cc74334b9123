import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiEngineTest } from '#common/contracts/admin';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { AI_ENGINE, makeEngineTest } from '../admin-test-data';
import { AiEngineSection } from './ai-engine-section';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ role: 'admin' });

/** The API, with the test's answer held until `finish` is called. */
function engineApi(test: AiEngineTest | Response) {
  let finish: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const api = fakeApi({
    'GET /api/admin/ai-engine': () => Response.json({ aiEngine: AI_ENGINE }),
    'POST /api/admin/ai-engine/test': async () => {
      await held;
      return test instanceof Response ? test : Response.json({ test });
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return { api, finish };
}

const figure = (id: string) => screen.getByTestId(id).textContent;

describe('AiEngineSection', () => {
  it('shows the engine figures, runs the test with progress and announces the result', async () => {
    const { api, finish } = engineApi(makeEngineTest());
    renderWithProviders(<AiEngineSection />, { path: '/en/admin?tab=settings', user: admin });

    expect(await screen.findByRole('heading', { name: 'AI engine' })).toBeTruthy();
    await waitFor(() => expect(figure('engine-figure-model')).toContain('qwen2.5-3b-instruct'));
    expect(figure('engine-figure-engine')).toContain('Language model');
    expect(figure('engine-figure-server')).toContain('llm.internal:8080');
    expect(figure('engine-figure-context')).toContain('8,192 tokens');
    expect(figure('engine-figure-first-token')).toContain('120 s');
    expect(figure('engine-figure-total')).toContain('180 s');

    const button = screen.getByRole('button', { name: 'Test AI connection' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    const progress = screen.getByText(/this takes as long as a real reply/u);
    expect(progress.closest('[role="status"]')).toBeTruthy();
    // A second press while it runs sends nothing more, and the focus stays on the button.
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    finish();

    const result = await screen.findByTestId('engine-test-result');
    expect(result.closest('[aria-live="polite"]')).toBeTruthy();
    expect(within(result).getByText('The AI connection works')).toBeTruthy();
    expect(figure('engine-test-fitted')).toContain('2,038 of 8,192 tokens');
    expect(figure('engine-test-dropped')).toContain('Nothing');
    expect(figure('engine-test-first-token')).toContain('1,840 ms');
    expect(figure('engine-test-total')).toContain('4,210 ms');
    expect(figure('engine-test-reply')).toContain('Breathe slowly.');
    expect(button.getAttribute('aria-disabled')).toBe('false');
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ language: 'en' });
  });

  it('shows a failure with its kind and the provider’s own words, in Bulgarian', async () => {
    const { api, finish } = engineApi(
      makeEngineTest({
        ok: false,
        language: 'bg',
        prompt: {
          ...makeEngineTest().prompt!,
          attempt: 2,
          estimatedTokens: 1790,
          providerContextTokens: 2048,
          firstAttemptTokens: 3057,
          dropped: { history: 6, memories: 7, storyFacts: 0, summary: true },
        },
        firstTokenMs: null,
        totalMs: 120_004,
        replySample: '',
        failure: {
          kind: 'context',
          status: 400,
          message: 'The prompt was over the provider’s context window',
          providerMessage: 'request (2301 tokens) exceeds the available context size (2048 tokens)',
        },
      }),
    );
    renderWithProviders(<AiEngineSection />, {
      path: '/bg/admin?tab=settings',
      language: 'bg',
      user: admin,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Провери AI връзката' }));
    finish();
    const result = await screen.findByTestId('engine-test-result');
    expect(within(result).getByText('Проверката на AI връзката не успя')).toBeTruthy();
    expect(within(result).getByText(/контекста си \(2048 токена\)/u)).toBeTruthy();
    expect(figure('engine-test-failure')).toContain('Заявката надхвърля контекста на модела');
    expect(figure('engine-test-error')).toContain(
      'request (2301 tokens) exceeds the available context size (2048 tokens)',
    );
    expect(figure('engine-test-dropped')).toContain('по-стари съобщения: 6');
    expect(figure('engine-test-dropped')).toContain('обобщението');
    expect(figure('engine-test-first-token')).toContain('—');
    expect(figure('engine-test-total')).toMatch(/120\s004 мс/u);
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ language: 'bg' });
  });

  it('says the test could not run when the server refuses it', async () => {
    const { finish } = engineApi(
      Response.json(
        { error: 'A connection test is already running.', code: 'CONFLICT' },
        { status: 409 },
      ),
    );
    renderWithProviders(<AiEngineSection />, { path: '/en/admin?tab=settings', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Test AI connection' }));
    finish();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The test could not be run.');
    expect(screen.queryByTestId('engine-test-result')).toBeNull();
  });

  it('shows only the engine and model for the built-in engine', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/ai-engine': () =>
          Response.json({
            aiEngine: { ...AI_ENGINE, engine: 'builtin', model: 'amora-persona', server: null },
          }),
      }).fetchMock,
    );
    renderWithProviders(<AiEngineSection />, { path: '/en/admin?tab=settings', user: admin });
    await waitFor(() => expect(figure('engine-figure-engine')).toContain('Built-in engine'));
    expect(screen.queryByTestId('engine-figure-context')).toBeNull();
  });
});
