// The map evaluator follows nginx's documented order: exact strings first (ignoring case), then
// regular expressions in the order written (`~*` ignoring case), then `default`.
import { evaluate, parseMaps } from './nginxMaps';

const CONFIG = `
# a comment; with { braces }
map $http_x $out {
  "~^a(?<rest>.*)" "regex:$rest";
  ~*^B "second";
  ABC exact;
  "\\~x" tilde;
  default "none";
}
map "$out:$arg_y" $pair {
  "~^(none):(.*)$" "$2-$1";
}
server { map_like_directive off; location / { return 200 "\${TEMPLATE}"; } }
`;

const maps = parseMaps(CONFIG);
const request = (values: Record<string, string>) => (name: string) => {
  const value = values[name];
  if (value === undefined) throw new Error(`unexpected request variable ${name}`);
  return value;
};

it.each([
  ['abc', 'exact'],
  ['aBc', 'exact'],
  ['axyz', 'regex:xyz'],
  ['Axyz', 'none'],
  ['bee', 'second'],
  ['~x', 'tilde'],
  ['c', 'none'],
])('maps %j to %j', (input, output) => {
  expect(evaluate(maps, 'out', request({ http_x: input }))).toBe(output);
});

it('reads only the top-level maps, and evaluates a source made of variables', () => {
  expect([...maps.keys()]).toEqual(['out', 'pair']);
  expect(evaluate(maps, 'pair', request({ http_x: 'c', arg_y: 'y' }))).toBe('y-none');
  expect(evaluate(maps, 'pair', request({ http_x: 'abc', arg_y: 'y' }))).toBe('');
});
