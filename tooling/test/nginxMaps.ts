// The `map` blocks of an nginx configuration, read and evaluated as nginx does, so a test can hold
// a rule nginx decides (the entry's language) to the code that decides it in the browser. Covers
// what those maps use: exact strings, `~` and `~*` regular expressions with captures, `default`,
// and values and sources built from variables. `hostnames` and `include` are refused, not guessed.

interface RegexEntry {
  regex: RegExp;
  value: string;
}

export interface NginxMap {
  /** The source: a string of text and variables, e.g. `$arg_lang` or `"$a:$b"`. */
  source: string;
  /** Exact strings, lowercased: nginx matches them ignoring case. */
  exact: Map<string, string>;
  /** In the order written: the first that matches wins. */
  regexes: RegexEntry[];
  /** The value when nothing matches: `default`, or the empty string. */
  fallback: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  "'": "'",
  '\\': '\\',
  t: '\t',
  r: '\r',
  n: '\n',
};

/** nginx's tokens: words (quotes removed, escapes applied), `{`, `}` and `;`; comments dropped. */
function tokens(config: string): string[] {
  const result: string[] = [];
  let index = 0;
  while (index < config.length) {
    const char = config[index] ?? '';
    if (/\s/.test(char)) index += 1;
    else if (char === '#') {
      const end = config.indexOf('\n', index);
      index = end === -1 ? config.length : end;
    } else if (char === '{' || char === '}' || char === ';') {
      result.push(char);
      index += 1;
    } else {
      let word = '';
      const quote = char === '"' || char === "'" ? char : undefined;
      if (quote) index += 1;
      while (index < config.length) {
        const next = config[index] ?? '';
        if (quote ? next === quote : /[\s;{}]/.test(next)) break;
        if (next === '\\') {
          // As ngx_conf_read_token copies a token: \" \' \\ lose the backslash, \t \r \n become
          // the character, any other backslash stays (so a regex's \s reaches PCRE as written).
          const escaped = config[index + 1] ?? '';
          word += ESCAPES[escaped] ?? `\\${escaped}`;
          index += 2;
        } else if (next === '$' && config[index + 1] === '{') {
          // ${NAME}: a variable (or a template placeholder) in braces is part of the word.
          const end = config.indexOf('}', index);
          word += config.slice(index, end + 1);
          index = end + 1;
        } else {
          word += next;
          index += 1;
        }
      }
      if (quote) index += 1;
      result.push(word);
    }
  }
  return result;
}

/** Every top-level `map` block, by the variable it sets (without `$`). */
export function parseMaps(config: string): Map<string, NginxMap> {
  const all = tokens(config);
  const maps = new Map<string, NginxMap>();
  let depth = 0;
  for (let index = 0; index < all.length; index += 1) {
    const token = all[index];
    if (token === '{') depth += 1;
    else if (token === '}') depth -= 1;
    if (depth !== 0 || token !== 'map' || all[index + 3] !== '{') continue;
    const source = all[index + 1] ?? '';
    const variable = (all[index + 2] ?? '').replace(/^\$/, '');
    const map: NginxMap = { source, exact: new Map(), regexes: [], fallback: '' };
    index += 4;
    while (all[index] !== '}') {
      const entry: string[] = [];
      while (all[index] !== ';') {
        if (index >= all.length || all[index] === '}') throw new Error(`map $${variable}: no ;`);
        entry.push(all[index] ?? '');
        index += 1;
      }
      index += 1;
      const [key = '', value = ''] = entry;
      if (entry.length !== 2) throw new Error(`map $${variable}: cannot read "${entry.join(' ')}"`);
      if (key === 'default') map.fallback = value;
      else if (key === 'hostnames' || key === 'include') {
        throw new Error(`map $${variable}: ${key} is not supported here`);
      } else if (key.startsWith('~*'))
        map.regexes.push({ regex: new RegExp(key.slice(2), 'i'), value });
      else if (key.startsWith('~')) map.regexes.push({ regex: new RegExp(key.slice(1)), value });
      else map.exact.set(key.replace(/^\\/, '').toLowerCase(), value);
    }
    maps.set(variable, map);
  }
  return maps;
}

/** The variables a string refers to: `$name`, `${name}`, `$1`. */
const VARIABLE = /\$(?:\{(\w+)\}|(\w+))/g;

function interpolate(text: string, value: (name: string) => string): string {
  return text.replace(VARIABLE, (_, braced?: string, plain?: string) =>
    value(braced ?? plain ?? ''),
  );
}

/**
 * The value nginx gives `variable` for a request: maps are evaluated from the request's own
 * variables (`arg_lang`, `cookie_language`, `http_accept_language`…), which `request` gives; a
 * request variable it does not know is an error, so a new input to the rule is never ignored.
 */
export function evaluate(
  maps: Map<string, NginxMap>,
  variable: string,
  request: (name: string) => string,
): string {
  const map = maps.get(variable);
  if (!map) return request(variable);
  const input = interpolate(map.source, (name) => evaluate(maps, name, request));
  const exact = map.exact.get(input.toLowerCase());
  if (exact !== undefined) return interpolate(exact, (name) => evaluate(maps, name, request));
  for (const { regex, value } of map.regexes) {
    const match = regex.exec(input);
    if (!match) continue;
    // A capture by number or name, else another variable.
    return interpolate(value, (name) =>
      /^\d+$/.test(name)
        ? (match[Number(name)] ?? '')
        : (match.groups?.[name] ?? evaluate(maps, name, request)),
    );
  }
  return interpolate(map.fallback, (name) => evaluate(maps, name, request));
}
