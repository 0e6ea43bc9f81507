// Runs one figure and records `{ error }` instead of throwing, so one broken figure never stops the run.
import { log } from './settings.mjs';

export async function attempt(out, key, fn) {
  try {
    out[key] = await fn();
  } catch (error) {
    out[key] = { error: String(error?.message ?? error).split('\n')[0] };
    log(`${key}: n/a (${out[key].error})`);
  }
}
