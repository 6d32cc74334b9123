import { randomUUID } from 'node:crypto';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
  type RTCDataChannel,
} from 'werift';
import {
  FRAME_MS,
  OPUS_FRAME_TICKS,
  OPUS_SILENCE,
  PCMU_FRAME_SAMPLES,
  pcmuTone,
} from './realtime-tone';

/**
 * One call of the fake realtime provider: a real WebRTC peer (werift) that answers the
 * browser's SDP offer, plays a tone on its audio track and, on the `oai-events` data channel,
 * speaks the provider's transcript events as OpenAI's Realtime API does.
 */

export interface CallScript {
  /** What the user "said": sent as the transcript of their audio. */
  userTranscript: string;
  /** What the companion "said": sent as the transcript of her audio. */
  companionTranscript: string;
  /** After the data channel opens. */
  userTurnDelayMs: number;
  companionTurnDelayMs: number;
  toneHz: number;
}

export interface FakeCall {
  id: string;
  /** 'PCMU' when the offer had it (the tone), else 'opus' (silence). */
  codec: 'PCMU' | 'opus';
  answerSdp: string;
  /** RTP packets of the tone written to the track so far. */
  sentAudioPackets: number;
  /** RTP packets received from the browser's microphone track. */
  receivedAudioPackets: number;
  /** Events the browser sent on the data channel (session.update, response.create, ...). */
  clientEvents: unknown[];
  /** Events sent to the browser, in order. */
  serverEvents: Array<{ type: string } & Record<string, unknown>>;
  close(): Promise<void>;
}

const EVENTS_CHANNEL = 'oai-events';

interface OfferedCodec {
  codec: 'PCMU' | 'opus';
  payloadType: number;
}

/** The codec to send: PCMU when the audio section offers it, else Opus (Chromium has both). */
function pickCodec(offerSdp: string): OfferedCodec | null {
  const pcmu = /^a=rtpmap:(\d+) PCMU\/8000/im.exec(offerSdp);
  if (pcmu) return { codec: 'PCMU', payloadType: Number(pcmu[1]) };
  const opus = /^a=rtpmap:(\d+) opus\/48000/im.exec(offerSdp);
  if (opus) return { codec: 'opus', payloadType: Number(opus[1]) };
  return null;
}

function codecParameters({ codec, payloadType }: OfferedCodec): RTCRtpCodecParameters {
  return codec === 'PCMU'
    ? new RTCRtpCodecParameters({
        mimeType: 'audio/PCMU',
        clockRate: 8000,
        channels: 1,
        payloadType,
      })
    : new RTCRtpCodecParameters({
        mimeType: 'audio/opus',
        clockRate: 48_000,
        channels: 2,
        payloadType,
      });
}

export class UnsupportedOfferError extends Error {
  override name = 'UnsupportedOfferError';
}

/** Answers an offer (audio and the events channel); the answer carries all our candidates. */
export async function answerCall(
  offerSdp: string,
  script: CallScript,
  session: Record<string, unknown>,
): Promise<FakeCall> {
  const offered = pickCodec(offerSdp);
  if (!offered) throw new UnsupportedOfferError('The offer has no PCMU or Opus audio.');

  const pc = new RTCPeerConnection({
    codecs: { audio: [codecParameters(offered)], video: [] },
    // The browser runs on this machine; loopback is excluded from candidates by default.
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const track = new MediaStreamTrack({ kind: 'audio' });
  const transceiver = pc.addTransceiver(track, { direction: 'sendrecv' });

  const call: FakeCall = {
    id: `rtc_${randomUUID().replace(/-/g, '')}`,
    codec: offered.codec,
    answerSdp: '',
    sentAudioPackets: 0,
    receivedAudioPackets: 0,
    clientEvents: [],
    serverEvents: [],
    close: async () => {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      clearInterval(audio);
      track.stop();
      await pc.close();
    },
  };

  transceiver.onTrack.subscribe((remote) => {
    remote.onReceiveRtp.subscribe(() => {
      call.receivedAudioPackets += 1;
    });
  });

  pc.onDataChannel.subscribe((channel) => {
    if (channel.label !== EVENTS_CHANNEL) return;
    channel.onMessage.subscribe((data) => {
      try {
        call.clientEvents.push(JSON.parse(data.toString()) as unknown);
      } catch {
        call.clientEvents.push({ unparsed: data.toString() });
      }
    });
    if (channel.readyState === 'open') speak(channel);
    else {
      channel.stateChanged.subscribe((state) => {
        if (state === 'open') speak(channel);
      });
    }
  });

  let spoken = false;
  function speak(channel: RTCDataChannel) {
    if (spoken) return;
    spoken = true;
    const send = (event: { type: string } & Record<string, unknown>) => {
      if (closed || channel.readyState !== 'open') return;
      const full = { event_id: `event_${randomUUID().replace(/-/g, '')}`, ...event };
      call.serverEvents.push(full);
      channel.send(JSON.stringify(full));
    };
    const later = (delayMs: number, event: { type: string } & Record<string, unknown>) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(event);
      }, delayMs);
      timers.add(timer);
    };
    send({ type: 'session.created', session: { id: call.id, ...session } });
    later(script.userTurnDelayMs, {
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: `item_${randomUUID().replace(/-/g, '')}`,
      content_index: 0,
      transcript: script.userTranscript,
    });
    later(script.companionTurnDelayMs, {
      type: 'response.output_audio_transcript.done',
      item_id: `item_${randomUUID().replace(/-/g, '')}`,
      response_id: `resp_${randomUUID().replace(/-/g, '')}`,
      output_index: 0,
      content_index: 0,
      transcript: script.companionTranscript,
    });
  }

  // The tone (or silence) every 20 ms; the sender drops packets until DTLS is up.
  const nextFrame = offered.codec === 'PCMU' ? pcmuTone(script.toneHz) : () => OPUS_SILENCE;
  const ticksPerFrame = offered.codec === 'PCMU' ? PCMU_FRAME_SAMPLES : OPUS_FRAME_TICKS;
  let sequenceNumber = Math.floor(Math.random() * 0xffff);
  let timestamp = Math.floor(Math.random() * 0xffffffff);
  let first = true;
  const audio = setInterval(() => {
    if (pc.connectionState !== 'connected') return;
    const header = new RtpHeader({
      payloadType: offered.payloadType,
      sequenceNumber,
      timestamp,
      marker: first,
    });
    track.writeRtp(new RtpPacket(header, nextFrame()));
    call.sentAudioPackets += 1;
    first = false;
    sequenceNumber = (sequenceNumber + 1) & 0xffff;
    timestamp = (timestamp + ticksPerFrame) >>> 0;
  }, FRAME_MS);

  pc.connectionStateChange.subscribe((state) => {
    if (state === 'failed' || state === 'closed') void call.close();
  });

  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    await pc.setLocalDescription(await pc.createAnswer());
  } catch (error) {
    await call.close();
    throw error;
  }
  call.answerSdp = pc.localDescription?.sdp ?? '';
  return call;
}
