import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * The server's connections that no request is using, and since when. A shutdown closes the ones that
 * have been quiet for a while, not every connection that is idle at that instant: a keep-alive client
 * sends its next request right after an answer, and that request should be answered (with
 * `Connection: close`) rather than meet a closed socket.
 */
export function trackConnections(server: Server) {
  const quietSince = new Map<Socket, number>();
  server.on("connection", (socket: Socket) => {
    quietSince.set(socket, performance.now());
    socket.once("close", () => quietSince.delete(socket));
  });
  server.on("request", (req, res) => {
    const socket = req.socket;
    quietSince.delete(socket);
    res.once("close", () => {
      if (!socket.destroyed) quietSince.set(socket, performance.now());
    });
  });

  return {
    /**
     * Closes the connections quiet for at least `quietMs`. It runs after the event loop's next I/O
     * phase (setImmediate), so that a request that arrived while the loop was busy is seen first.
     */
    closeQuiet(quietMs: number): void {
      setImmediate(() => {
        const now = performance.now();
        for (const [socket, since] of quietSince) if (now - since >= quietMs) socket.destroy();
      });
    },
  };
}
