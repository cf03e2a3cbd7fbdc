/**
 * Serbian Latin to Cyrillic (Vuk's alphabet). The mapping is one to one apart from the digraphs
 * lj, nj and dž, which become single letters. Letters Serbian does not use (q, w, x, y) are kept.
 */
const DIGRAPHS: Readonly<Record<string, string>> = {
  lj: 'љ', Lj: 'Љ', LJ: 'Љ', nj: 'њ', Nj: 'Њ', NJ: 'Њ', dž: 'џ', Dž: 'Џ', DŽ: 'Џ',
};

const LETTERS: Readonly<Record<string, string>> = {
  a: 'а', b: 'б', c: 'ц', č: 'ч', ć: 'ћ', d: 'д', đ: 'ђ', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и',
  j: 'ј', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у',
  v: 'в', z: 'з', ž: 'ж',
  A: 'А', B: 'Б', C: 'Ц', Č: 'Ч', Ć: 'Ћ', D: 'Д', Đ: 'Ђ', E: 'Е', F: 'Ф', G: 'Г', H: 'Х', I: 'И',
  J: 'Ј', K: 'К', L: 'Л', M: 'М', N: 'Н', O: 'О', P: 'П', R: 'Р', S: 'С', Š: 'Ш', T: 'Т', U: 'У',
  V: 'В', Z: 'З', Ž: 'Ж',
};

export function toSerbianCyrillic(latin: string): string {
  let out = '';
  for (let i = 0; i < latin.length; i += 1) {
    const pair = latin.slice(i, i + 2);
    const digraph = DIGRAPHS[pair];
    if (digraph !== undefined) {
      out += digraph;
      i += 1;
      continue;
    }
    const char = latin[i]!;
    out += LETTERS[char] ?? char;
  }
  return out;
}
