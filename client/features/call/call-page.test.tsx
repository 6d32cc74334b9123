import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#common/i18n/languages';
import type { TranscriptRequest } from '#common/contracts/realtime';
import { fakeApi, makeCompanionDetail, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { chatKeys } from '#client/features/chat/api';
import { CallPage } from './call-page';
import {
  FAKE_OFFER_SDP,
  FakeStream,
  fakeCallEnvironment,
  type FakePeerConnection,
} from './webrtc-fakes';

afterEach(() => vi.unstubAllGlobals());

const CONVERSATION = '00000000-0000-4000-8000-0000000000c2';
const SDP_URL = 'https://realtime.example/v1/realtime/calls';
const SECRET = 'ek_test_secret';
const ANSWER_SDP = 'v=0\r\no=- 9 9 IN IP4 127.0.0.1\r\ns=fake answer\r\n';
const MODEL = makeCompanionDetail();

const CALL_SESSION = '00000000-0000-4000-8000-0000000000ca';

const SESSION = {
  client_secret: { value: SECRET, expires_at: 1_900_000_000 },
  model: 'gpt-4o-realtime-preview',
  voice: 'alloy',
  sdpUrl: SDP_URL,
  conversationId: CONVERSATION,
  callSessionId: CALL_SESSION,
};

type Answer = () => Response;

/**
 * Our API and the realtime provider's SDP endpoint, as the browser's fetch sees them. `session`
 * and `sdp` change what those two answer.
 */
function servers({
  voice = true,
  session = () => Response.json(SESSION),
  sdp = () => new Response(ANSWER_SDP, { status: 201 }),
  transcript = () =>
    Response.json({
      messages: [],
      conversation: { messageCount: 0, relationshipStage: 'initial', explicitMode: false },
    }),
}: { voice?: boolean; session?: Answer; sdp?: Answer; transcript?: Answer } = {}) {
  const transcripts: TranscriptRequest[] = [];
  const sdpPosts: Array<{ body: string; headers: Record<string, string> }> = [];
  const api = fakeApi({
    'GET /api/models/sophia': () => Response.json({ model: MODEL }),
    'GET /api/config': () =>
      Response.json({
        googleClientId: null,
        payments: 'sandbox',
        voice,
        replyEngine: 'builtin',
        maintenance: false,
        registrationEnabled: true,
        siteName: 'Amora',
      }),
    'POST /api/realtime/session': session,
    'POST /api/realtime/transcript': (_url, init) => {
      transcripts.push(JSON.parse(String(init?.body)) as TranscriptRequest);
      return transcript();
    },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === SDP_URL) {
      sdpPosts.push({
        body: String(init?.body),
        headers: init?.headers as Record<string, string>,
      });
      return sdp();
    }
    return api.fetchMock(input, init);
  });
  const sessionRequests = () =>
    api.calls.filter((call) => call.url.pathname === '/api/realtime/session');
  return { transcripts, sdpPosts, sessionRequests };
}

function renderCall({
  premium = true,
  language = 'en',
  microphone,
  signedIn = true,
  role = 'user',
}: {
  premium?: boolean;
  language?: Language;
  microphone?: () => Promise<FakeStream>;
  signedIn?: boolean;
  role?: 'user' | 'admin';
} = {}) {
  const browser = fakeCallEnvironment(microphone);
  const user = signedIn
    ? makeUser({ isPremium: premium, plan: premium ? 'premium' : 'basic', role })
    : null;
  const view = renderWithProviders(
    <CallPage companionId="sophia" environment={browser.environment} />,
    { user, language, path: `/${language}/call/sophia` },
  );
  return { ...browser, ...view };
}

const status = () => screen.getByTestId('call-status').textContent;
const timer = () => screen.getByTestId('call-timer').textContent;
const audio = () => screen.getByTestId('call-audio') as HTMLAudioElement;

/** Start Call, up to the provider's answer; the connection itself is the test's to move. */
async function startCall(peers: FakePeerConnection[], name = 'Start Call') {
  const index = peers.length;
  fireEvent.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(peers[index]?.remoteDescription).not.toBeNull());
  return peers[index]!;
}

describe('the call page', () => {
  it('shows the companion, Tap to start and Ready before a call', async () => {
    servers();
    renderCall();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sophia' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sophia' }).getAttribute('src')).toBe(MODEL.avatar_url);
    expect(status()).toBe('Tap to start');
    expect(timer()).toBe('Ready');
    expect(
      screen.getByRole('link', { name: 'Back to chat with Sophia' }).getAttribute('href'),
    ).toBe('/en/chat/sophia');
    // The mutes wait for a call.
    expect(
      (screen.getByRole('button', { name: 'Mute microphone' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(document.title).toBe('Call with Sophia · Amora'));
  });

  it('connects, counts, mutes, shows and stores the transcript, and ends', async () => {
    const api = servers();
    const { peers, streams, queryClient } = renderCall();
    queryClient.setQueryData(chatKeys.messages(CONVERSATION), { pages: [], pageParams: [] });

    const peer = await startCall(peers);
    expect(status()).toBe('Connecting…');
    expect(timer()).toBe('Ready');
    expect(api.sessionRequests().map((call) => call.body)).toEqual([
      { modelId: 'sophia', language: 'en' },
    ]);
    // The offer went to the provider with the call's secret; its answer was applied.
    expect(api.sdpPosts).toEqual([
      {
        body: FAKE_OFFER_SDP,
        headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/sdp' },
      },
    ]);
    expect(peer.remoteDescription).toEqual({ type: 'answer', sdp: ANSWER_SDP });
    expect(peer.senders).toEqual(streams[0]!.tracks);
    expect(peer.channels.map((channel) => channel.label)).toEqual(['oai-events']);

    peer.setState('connected');
    await waitFor(() => expect(status()).toBe('On call'));
    expect(timer()).toBe('00:00');
    expect(screen.getByRole('button', { name: 'End' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Call' })).toBeNull();

    const voice = new FakeStream();
    peer.remoteAudio(voice);
    expect(audio().srcObject).toBe(voice);

    const mic = screen.getByRole('button', { name: 'Mute microphone' });
    fireEvent.click(mic);
    expect(mic.getAttribute('aria-pressed')).toBe('true');
    expect(streams[0]!.tracks[0]!.enabled).toBe(false);
    fireEvent.click(mic);
    expect(mic.getAttribute('aria-pressed')).toBe('false');
    expect(streams[0]!.tracks[0]!.enabled).toBe(true);

    const speaker = screen.getByRole('button', { name: 'Mute speaker' });
    fireEvent.click(speaker);
    expect(speaker.getAttribute('aria-pressed')).toBe('true');
    expect(audio().muted).toBe(true);

    const channel = peer.channels[0]!;
    channel.open();
    channel.receive({ type: 'session.created', session: {} });
    channel.receive({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'item_1',
      transcript: 'Hello from the test call.',
    });
    channel.receive({
      type: 'response.output_audio_transcript.done',
      item_id: 'item_2',
      transcript: 'It is lovely to hear your voice.',
    });
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You: Hello from the test call.', 'Sophia: It is lovely to hear your voice.']);
    await waitFor(() => expect(api.transcripts.flatMap((r) => r.turns)).toHaveLength(2));
    const turns = api.transcripts.flatMap((request) => request.turns);
    expect(api.transcripts.every((request) => request.conversationId === CONVERSATION)).toBe(true);
    expect(api.transcripts.every((request) => request.callSessionId === CALL_SESSION)).toBe(true);
    expect(turns.map(({ speaker, text }) => [speaker, text])).toEqual([
      ['user', 'Hello from the test call.'],
      ['model', 'It is lovely to hear your voice.'],
    ]);
    expect(turns[0]!.clientTurnId).toMatch(/^[0-9a-f-]{36}$/);
    expect(turns[0]!.clientTurnId).not.toBe(turns[1]!.clientTurnId);

    // The same item again is the same turn: same id, one line.
    channel.receive({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'item_1',
      transcript: 'Hello from the test call.',
    });
    await waitFor(() => expect(api.transcripts).toHaveLength(3));
    expect(api.transcripts[2]!.turns[0]!.clientTurnId).toBe(turns[0]!.clientTurnId);
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(status()).toBe('Tap to start');
    expect(timer()).toBe('Ready');
    expect(streams[0]!.tracks[0]!.stopped).toBe(true);
    expect(channel.readyState).toBe('closed');
    expect(peer.closed).toBe(true);
    expect(audio().srcObject).toBeNull();
    // The transcript stays to read; the chat fetches the stored call.
    expect(within(screen.getByRole('log')).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(queryClient.getQueryState(chatKeys.messages(CONVERSATION))?.isInvalidated).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Start Call' })).toBeTruthy();
  });

  it('is on call once the events channel opens, too', async () => {
    servers();
    const { peers } = renderCall();
    const peer = await startCall(peers);
    peer.channels[0]!.open();
    await waitFor(() => expect(status()).toBe('On call'));
  });

  it('speaks the page language: Bulgarian texts and a Bulgarian session', async () => {
    const api = servers();
    const { peers } = renderCall({ language: 'bg' });
    expect(await screen.findByRole('heading', { level: 1, name: 'София' })).toBeTruthy();
    expect(status()).toBe('Докосни, за да започнеш');
    expect(timer()).toBe('Готово');
    const peer = await startCall(peers, 'Започни обаждане');
    expect(status()).toBe('Свързване…');
    expect(api.sessionRequests()[0]!.body).toEqual({ modelId: 'sophia', language: 'bg' });
    peer.setState('connected');
    await waitFor(() => expect(status()).toBe('В разговор'));
    expect(timer()).toBe('00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Край' }));
    expect(timer()).toBe('Готово');
  });

  it('hangs up when the page is left', async () => {
    servers();
    const { peers, streams, unmount } = renderCall();
    const peer = await startCall(peers);
    peer.setState('connected');
    await waitFor(() => expect(status()).toBe('On call'));
    unmount();
    expect(streams[0]!.tracks[0]!.stopped).toBe(true);
    expect(peer.closed).toBe(true);
  });

  it('stops a microphone that answers after End, without asking for a session', async () => {
    const api = servers();
    let grant: (stream: FakeStream) => void = () => undefined;
    const late = new FakeStream();
    const { peers } = renderCall({ microphone: () => new Promise((resolve) => (grant = resolve)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    expect(status()).toBe('Connecting…');
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(status()).toBe('Tap to start');
    grant(late);
    await waitFor(() => expect(late.tracks[0]!.stopped).toBe(true));
    expect(api.sessionRequests()).toHaveLength(0);
    expect(peers).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('when a call cannot start', () => {
  const ALERT =
    'Failed to start call. Please ensure microphone permissions are granted and you have Premium.';

  it('says how to allow a blocked microphone', async () => {
    const api = servers();
    renderCall({
      microphone: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ALERT);
    expect(alert.textContent).toContain('Click the lock or microphone icon in the address bar');
    expect(status()).toBe('Tap to start');
    expect(api.sessionRequests()).toHaveLength(0);
  });

  it.each([
    [
      'en',
      'LIMIT_REACHED',
      429,
      'The call has ended.',
      "You've used today's messages",
      'Start Call',
    ],
    [
      'bg',
      'CALL_TURNS_EXCEEDED',
      409,
      'Разговорът приключи.',
      'Този разговор стигна границата си',
      'Започни обаждане',
    ],
  ] as const)(
    'ends the call and says why when the server keeps no more of it (%s, %s)',
    async (language, code, statusCode, title, hint, start) => {
      const api = servers({
        transcript: () => Response.json({ error: 'refused', code }, { status: statusCode }),
      });
      const { peers, streams } = renderCall({ language });
      const peer = await startCall(peers, start);
      peer.setState('connected');
      const channel = peer.channels[0]!;
      channel.open();
      channel.receive({
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: 'item_1',
        transcript: 'One more thing.',
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(title);
      expect(alert.textContent).toContain(hint);
      // Asked once: a refusal that retrying cannot help is not tried again.
      expect(api.transcripts).toHaveLength(1);
      expect(peer.closed).toBe(true);
      expect(streams[0]!.tracks[0]!.stopped).toBe(true);
      expect(screen.getByRole('button', { name: start })).toBeTruthy();
    },
  );

  it('says when there is no microphone', async () => {
    servers();
    renderCall({ microphone: () => Promise.reject(new DOMException('none', 'NotFoundError')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No microphone was found.');
  });

  it('offers the upgrade when the server says Premium is needed', async () => {
    servers({
      session: () =>
        Response.json(
          { error: 'Voice calls are a Premium feature.', code: 'PREMIUM_REQUIRED' },
          { status: 403 },
        ),
    });
    const { streams } = renderCall();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    expect(await screen.findByRole('heading', { name: 'Call Sophia with Premium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/en/plans',
    );
    expect(streams[0]!.tracks[0]!.stopped).toBe(true);
  });

  it('says voice is not available when the server has no provider', async () => {
    servers({
      session: () =>
        Response.json(
          { error: 'Voice calls are not configured.', code: 'VOICE_NOT_CONFIGURED' },
          { status: 503 },
        ),
    });
    renderCall();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Voice calls are not available on this server',
      }),
    ).toBeTruthy();
  });

  it.each([
    [
      429,
      { error: 'Too many calls.', code: 'RATE_LIMITED', retryAfter: 42 },
      'Try again in 42 seconds.',
    ],
    [503, { error: 'AI is paused.', code: 'AI_PAUSED' }, 'paused by the administrators'],
    [
      502,
      { error: 'The voice provider failed.', code: 'VOICE_PROVIDER_ERROR' },
      "The voice service didn't answer.",
    ],
    [404, { error: 'Not found', code: 'NOT_FOUND' }, "This companion doesn't exist"],
  ])('explains a %i from the session', async (code, body, hint) => {
    servers({ session: () => Response.json(body, { status: code }) });
    const { peers } = renderCall();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ALERT);
    expect(alert.textContent).toContain(hint);
    expect(peers).toHaveLength(0);
  });

  it('explains a failed SDP exchange and closes the connection', async () => {
    servers({
      sdp: () => Response.json({ error: { message: 'bad secret' } }, { status: 401 }),
    });
    const { peers, streams } = renderCall();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The voice service couldn't set up the call.");
    expect(peers[0]!.closed).toBe(true);
    expect(streams[0]!.tracks[0]!.stopped).toBe(true);
    expect(status()).toBe('Tap to start');
  });

  it('explains a connection that fails, before and during the call', async () => {
    servers();
    const { peers } = renderCall();
    const first = await startCall(peers);
    first.setState('failed');
    expect((await screen.findByRole('alert')).textContent).toContain("The call couldn't connect.");
    expect(first.closed).toBe(true);

    const second = await startCall(peers);
    expect(screen.queryByRole('alert')).toBeNull();
    second.setState('connected');
    await waitFor(() => expect(status()).toBe('On call'));
    second.setState('failed');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The call was cut off.');
    expect(alert.textContent).toContain('The connection was lost.');
    expect(timer()).toBe('Ready');
  });
});

describe('who can call', () => {
  it('asks a signed-out visitor to sign in', async () => {
    servers();
    renderCall({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Call your companion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toContain(
      '/en/login',
    );
  });

  it('offers a free user the upgrade instead of a call', async () => {
    servers();
    renderCall({ premium: false });
    expect(await screen.findByRole('heading', { name: 'Call Sophia with Premium' })).toBeTruthy();
    expect(screen.getByText(/Voice calls are a Premium feature/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/en/plans',
    );
    expect(screen.queryByRole('button', { name: 'Start Call' })).toBeNull();
  });

  it('lets an admin call without a plan, as the server does', async () => {
    servers();
    renderCall({ premium: false, role: 'admin' });
    expect(await screen.findByRole('button', { name: 'Start Call' })).toBeTruthy();
  });

  it('says voice is not available when the server has no provider', async () => {
    servers({ voice: false });
    renderCall();
    expect(
      await screen.findByRole('heading', {
        name: 'Voice calls are not available on this server',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to chat' }).getAttribute('href')).toBe(
      '/en/chat/sophia',
    );
    expect(screen.queryByRole('button', { name: 'Start Call' })).toBeNull();
  });
});
