/**
 * A real CalDAV server for tests (Radicale, Debian's `radicale`), standing in for the owner's calendar
 * provider: started on a free local port with its own throwaway storage and one user, and stopped with its
 * folder removed. `calendar` is the URL of a calendar collection made for the test (MKCALENDAR).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureRadicale } from "../../scripts/test-deps";
import { freePort } from "./postgres";

export type Radicale = {
  /** http://127.0.0.1:PORT/ */
  url: string;
  username: string;
  password: string;
  /** Makes a calendar collection named `name` and returns its URL. */
  makeCalendar(name: string, timeZone?: string): Promise<string>;
  /** PUTs an iCalendar object into a calendar. */
  putEvent(calendarUrl: string, fileName: string, ics: string): Promise<void>;
  /** The iCalendar texts in a calendar, by file name. */
  events(calendarUrl: string): Promise<Map<string, string>>;
  stop(): Promise<void>;
};

export async function startRadicale(): Promise<Radicale> {
  const binary = ensureRadicale();
  const dir = mkdtempSync(join(tmpdir(), "aiva-radicale-"));
  const username = "owner";
  const password = "calendar-secret";
  writeFileSync(join(dir, "users"), `${username}:${password}\n`);
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    [
      "--config",
      "",
      "--server-hosts",
      `127.0.0.1:${port}`,
      "--storage-filesystem-folder",
      join(dir, "collections"),
      "--auth-type",
      "htpasswd",
      "--auth-htpasswd-filename",
      join(dir, "users"),
      "--auth-htpasswd-encryption",
      "plain",
      "--logging-level",
      "warning",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}/`;
  const auth = { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}` };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${url}${username}/`, { method: "PROPFIND", headers: { ...auth, Depth: "0" } });
      if (response.status === 207) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`radicale did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const request = async (target: string, init: RequestInit, expected: number[]) => {
    const response = await fetch(target, { ...init, headers: { ...auth, ...init.headers } });
    const text = await response.text();
    if (!expected.includes(response.status)) {
      throw new Error(`${init.method} ${target}: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
    return text;
  };

  return {
    url,
    username,
    password,
    async makeCalendar(name, timeZone) {
      const target = `${url}${username}/${encodeURIComponent(name)}/`;
      const zone = timeZone ? `<C:calendar-timezone>${timeZone}</C:calendar-timezone>` : "";
      await request(
        target,
        {
          method: "MKCALENDAR",
          headers: { "Content-Type": "application/xml" },
          body: `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${name}</D:displayname>${zone}</D:prop></D:set></C:mkcalendar>`,
        },
        [201],
      );
      return target;
    },
    async putEvent(calendarUrl, fileName, ics) {
      await request(
        `${calendarUrl}${fileName}`,
        { method: "PUT", headers: { "Content-Type": "text/calendar" }, body: ics },
        [201, 204],
      );
    },
    async events(calendarUrl) {
      const listing = await request(
        calendarUrl,
        {
          method: "PROPFIND",
          headers: { Depth: "1", "Content-Type": "application/xml" },
          body: `<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>`,
        },
        [207],
      );
      const files = [...listing.matchAll(/<(?:D:)?href>([^<]+\.ics)<\/(?:D:)?href>/g)].map((m) => m[1] as string);
      const found = new Map<string, string>();
      for (const href of files) {
        const name = decodeURIComponent(href.split("/").pop() as string);
        // An event deleted between the listing and its GET (a cancel in progress) is gone, not an error.
        const response = await fetch(new URL(href, url).href, { headers: auth });
        const text = await response.text();
        if (response.status === 404) continue;
        if (response.status !== 200) throw new Error(`GET ${href}: HTTP ${response.status} ${text.slice(0, 300)}`);
        found.set(name, text);
      }
      return found;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
