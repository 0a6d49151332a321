// Run as a child by client.test.ts: opens the PGlite database in the directory given, then
// prints this process's peak resident memory in MiB (VmHWM), so the test sees what opening
// a new store costs the process that will serve it.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../db/client.js';

const database = await openDatabase({ dataDir: process.argv[2] });
await database.close();
const peakKib = Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
console.log(Math.round(peakKib / 1024));
