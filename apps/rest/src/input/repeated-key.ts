interface Frame {
  /** Keys seen in this object; null for an array. */
  readonly keys: Set<string> | null;
  readonly path: string;
  lastKey: string;
}

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** Index of the quote that closes the string opened at `start`. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i;
  }
  return text.length;
}

/**
 * The first object member a JSON text gives twice, as a dotted path (`rule.percent`; array
 * positions left out, as in validation errors), or null. JSON.parse keeps the last of repeated
 * members silently; the API refuses them instead of guessing which one was meant. The text must
 * already be known to be valid JSON.
 */
export function repeatedKey(text: string): string | null {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    const top = stack[stack.length - 1];
    if (ch === '{' || ch === '[') {
      const path = top ? (top.keys ? top.lastKey : top.path) : '';
      stack.push({ keys: ch === '{' ? new Set() : null, path, lastKey: path });
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    } else if (ch === '"') {
      const end = stringEnd(text, i);
      const literal = text.slice(i, end + 1);
      i = end;
      let next = end + 1;
      while (/\s/.test(text[next] ?? '')) next += 1;
      if (text[next] !== ':' || !top?.keys) continue;
      const key = JSON.parse(literal) as string;
      top.lastKey = join(top.path, key);
      if (top.keys.has(key)) return top.lastKey;
      top.keys.add(key);
    }
  }
  return null;
}
