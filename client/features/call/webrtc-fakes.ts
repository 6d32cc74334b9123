import type { CallEnvironment } from './realtime-call';

/**
 * The browser's microphone and WebRTC for unit tests (jsdom has neither): just enough of
 * MediaStream, RTCPeerConnection and RTCDataChannel for a call, driven by the test.
 */
export class FakeTrack {
  readonly kind = 'audio';
  enabled = true;
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

export class FakeStream {
  constructor(readonly tracks: FakeTrack[] = [new FakeTrack()]) {}
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks;
  }
}

export class FakeDataChannel extends EventTarget {
  readyState: RTCDataChannelState = 'connecting';
  constructor(readonly label: string) {
    super();
  }
  close() {
    this.readyState = 'closed';
  }
  /** The provider's end opened the channel. */
  open() {
    this.readyState = 'open';
    this.dispatchEvent(new Event('open'));
  }
  /** The provider sent an event. */
  receive(event: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

export const FAKE_OFFER_SDP = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=fake offer\r\n';

export class FakePeerConnection extends EventTarget {
  connectionState: RTCPeerConnectionState = 'new';
  readonly senders: FakeTrack[] = [];
  readonly channels: FakeDataChannel[] = [];
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  closed = false;

  addTrack(track: FakeTrack) {
    this.senders.push(track);
  }
  createDataChannel(label: string) {
    const channel = new FakeDataChannel(label);
    this.channels.push(channel);
    return channel;
  }
  async createOffer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'offer', sdp: FAKE_OFFER_SDP };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }
  /** ICE and DTLS moved on (connected, failed…). */
  setState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
  /** The provider's audio arrived. */
  remoteAudio(stream: FakeStream) {
    const event = new Event('track');
    Object.assign(event, { streams: [stream], track: stream.tracks[0] });
    this.dispatchEvent(event);
  }
}

/** A browser whose microphone answers with `microphone` (a stream, or getUserMedia's error). */
export function fakeCallEnvironment(
  microphone: () => Promise<FakeStream> = async () => new FakeStream(),
) {
  const peers: FakePeerConnection[] = [];
  const streams: FakeStream[] = [];
  const environment: CallEnvironment = {
    getUserMedia: async () => {
      const stream = await microphone();
      streams.push(stream);
      return stream as unknown as MediaStream;
    },
    createPeerConnection: () => {
      const peer = new FakePeerConnection();
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
  };
  return { environment, peers, streams };
}
