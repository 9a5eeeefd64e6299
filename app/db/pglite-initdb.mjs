// Creates a new PGlite data folder (initdb) and exits. openDatabase runs it in a child process:
// initdb takes several hundred MB of WebAssembly memory, which goes back to the system when this
// process ends, instead of staying with the server until its heap is next collected (ADR 018).
import { PGlite } from "@electric-sql/pglite";

const db = await PGlite.create(process.argv[2]);
await db.close();
