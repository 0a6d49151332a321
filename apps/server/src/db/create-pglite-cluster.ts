/**
 * Run as a child process by openDatabase for a data directory that holds no database yet:
 * creates PGlite's cluster there and exits. Creating one (initdb inside WebAssembly) takes
 * the process to about 820 MiB resident, and the server kept 420 MiB of it for its life;
 * in a child that memory goes when the child does (decision 082).
 */
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: create-pglite-cluster <directory>');
const client = await PGlite.create(dir);
await client.close();
