/**
 * A real SMTP server on a local port for tests (`smtp-server`), standing in for the owner's mail
 * provider: it records every message it accepts (envelope and raw source, parsed with `mailparser`),
 * can be taken down and brought back on the same port, and answers DATA with a scripted SMTP error
 * (4xx or 5xx) when a test asks it to. STARTTLS is off; AUTH PLAIN/LOGIN over the plain connection is
 * accepted for the configured user only.
 */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./postgres";

export type SinkMessage = {
  at: number;
  mailFrom: string;
  rcptTo: string[];
  user: string | undefined;
  raw: string;
  parsed: ParsedMail;
};

/** An SMTP error code to answer a message with (e.g. 451, 550), or null to accept it. */
export type Answer = (raw: string) => number | null;

export type SmtpSink = {
  port: number;
  /** smtp://user:pass@127.0.0.1:PORT */
  url: string;
  /** Messages accepted so far, in order. */
  messages: SinkMessage[];
  /** Every DATA attempt and how it was answered (250 or the scripted code). */
  attempts: { at: number; code: number; raw: string }[];
  answerWith(answer: Answer): void;
  /** Stops listening (connections refused) until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

const USER = "notify";
const PASS = "sink-password";

export async function startSmtpSink(options: { port?: number; delayMs?: number } = {}): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const messages: SinkMessage[] = [];
  const attempts: SmtpSink["attempts"] = [];
  let answer: Answer = () => null;
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
        else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          if (options.delayMs) await new Promise((done) => setTimeout(done, options.delayMs));
          const code = answer(raw);
          attempts.push({ at: Date.now(), code: code ?? 250, raw });
          if (code !== null) {
            callback(Object.assign(new Error(`Scripted failure ${code}`), { responseCode: code }));
            return;
          }
          const envelope = session.envelope;
          messages.push({
            at: Date.now(),
            mailFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
            rcptTo: envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            raw,
            parsed: await simpleParser(raw),
          });
          callback(null);
        });
      },
    });

  const up = () =>
    new Promise<void>((resolve, reject) => {
      const instance = create();
      instance.server.once("error", reject);
      instance.listen(port, "127.0.0.1", () => {
        server = instance;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      const instance = server;
      server = null;
      if (!instance) return resolve();
      instance.close(() => resolve());
      for (const connection of instance.connections) connection.close();
    });

  await up();
  return {
    port,
    url: `smtp://${USER}:${PASS}@127.0.0.1:${port}`,
    messages,
    attempts,
    answerWith(next) {
      answer = next;
    },
    down,
    up,
    close: down,
  };
}
