// Percent-decoding as a chain of readers does it: a server, a framework, a redirect decode the same text in turn, so
// a check of one form alone can be passed by encoding the unsafe one more time. The readers judge every form.

/** More rounds than any chain of readers decodes; a value still changing after them is not one to act on. */
export const MAX_DECODE_ROUNDS = 8;

/**
 * Every form `value` takes as it is percent-decoded again and again, `value` first, up to the form a further round
 * leaves as it is. Null when an escape does not decode in any round, or when the value still changes after
 * MAX_DECODE_ROUNDS rounds. Dot segments and slashes are left as they decode: what they mean is the reader's rule.
 */
export function percentDecodedForms(value: string): readonly string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}
