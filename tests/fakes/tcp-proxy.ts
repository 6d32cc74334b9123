import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (PostgreSQL), which a test can cut and
 * restore to play the network or the server going away while the app keeps running.
 */
export interface TcpProxy {
  port: number;
  /**
   * The server goes away, as in a restart: open connections are dropped and new ones are
   * refused (ECONNREFUSED) until `restore()`.
   */
  cut(): Promise<void>;
  /**
   * The network swallows everything: open connections are dropped, new ones are accepted but
   * never answered (the client's connect timeout has to notice).
   */
  blackhole(): Promise<void>;
  /** Forwards new connections again, on the same port. */
  restore(): Promise<void>;
  /** Connections made through the proxy so far (forwarded or swallowed). */
  connectionCount(): number;
  close(): Promise<void>;
}

/** Where to forward: a TCP host and port, or a Unix socket path (the embedded PostgreSQL). */
export type ProxyTarget = { host: string; port: number } | { path: string };

type Mode = 'forward' | 'blackhole';

export async function startTcpProxy(target: ProxyTarget): Promise<TcpProxy> {
  let mode: Mode = 'forward';
  let connections = 0;
  const open = new Set<net.Socket>();

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A reset on one side is expected here; it must not become an uncaught 'error'.
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    connections += 1;
    track(client);
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = net.connect(target);
    track(upstream);
    upstream.setNoDelay(true);
    client.setNoDelay(true);
    client.pipe(upstream);
    upstream.pipe(client);
    // When one side goes, the other goes with it (as a dead server's connection would).
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };

  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    async blackhole() {
      mode = 'blackhole';
      dropAll();
      if (!server.listening) await listen(port);
    },
    async restore() {
      mode = 'forward';
      // Connections swallowed while blackholed would hang forever: let them fail instead.
      dropAll();
      if (!server.listening) await listen(port);
    },
    connectionCount: () => connections,
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
