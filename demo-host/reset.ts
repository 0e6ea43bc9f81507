// Recreates the demo database (npm run demo:reset): deletes it, then creates and seeds it again.
import { DEFAULT_DATA_DIR } from './app.ts';
import { openDatabase, removeDatabase } from './db/open.ts';

const dir = process.env.DEMO_DATA_DIR ?? DEFAULT_DATA_DIR;
const started = performance.now();
removeDatabase(dir);
openDatabase(dir, Date.now()).close();
console.log(`Demo database recreated in ${dir} (${Math.round(performance.now() - started)} ms).`);
