import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * The server's connections that no request is using, and since when. A shutdown closes the ones that
 * have been quiet for a while, not every connection that is idle at that instant: a keep-alive client
 * sends its next request right after an answer, and that request should be answered (with
 * `Connection: close`) rather than meet a closed socket.
 *
 * Requests are counted per connection, not flagged: a keep-alive client's next request can be read
 * (its "request" event) before the previous response's "close" event, which comes a tick later. Quiet
 * is also counted in checks, each after an I/O phase of the event loop: when the loop has been stalled
 * (a busy CPU), wall time alone would call a connection quiet whose request is still unread.
 */
const QUIET_CHECKS = 3;
export function trackConnections(server: Server) {
  const open = new Map<Socket, { requests: number; quietSince: number; quietChecks: number }>();
  server.on("connection", (socket: Socket) => {
    open.set(socket, { requests: 0, quietSince: performance.now(), quietChecks: 0 });
    socket.once("close", () => open.delete(socket));
  });
  server.on("request", (req, res) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.requests++;
    state.quietChecks = 0;
    res.once("close", () => {
      state.requests--;
      if (state.requests === 0) {
        state.quietSince = performance.now();
        state.quietChecks = 0;
      }
    });
  });

  return {
    /**
     * Closes the connections with no request for at least `quietMs` and found quiet by this many
     * checks in a row. It runs after the event loop's next I/O phase (setImmediate), so that a request
     * that arrived while the loop was busy is seen first.
     */
    closeQuiet(quietMs: number): void {
      setImmediate(() => {
        const now = performance.now();
        for (const [socket, state] of open) {
          if (state.requests > 0 || now - state.quietSince < quietMs) continue;
          state.quietChecks++;
          if (state.quietChecks >= QUIET_CHECKS) socket.destroy();
        }
      });
    },
  };
}
