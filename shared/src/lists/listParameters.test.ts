import {
  listParameterPattern,
  listQuery,
  listQueryIsCanonical,
  readListParameter,
} from './listParameters';

describe('a list parameter is read as sent, one way for every reader', () => {
  test.each([
    ['page=2', '2'],
    ['?page=2', '2'],
    ['status=ongoing&page=12', '12'],
    ['utm_source=x&page=3&utm_medium=y', '3'],
    // The first valid value: nginx's map and this read alike.
    ['page=2&page=3', '2'],
    ['page=x&page=3', '3'],
    ['page=99999&page=4', '4'],
    // Spelled another way: no parameter, so the list's first page.
    ['PAGE=2', undefined],
    ['Page=2', undefined],
    ['pag%65=2', undefined],
    ['page=%32', undefined],
    ['page=02', undefined],
    ['page=0', undefined],
    ['page=-1', undefined],
    ['page=2.0', undefined],
    ['page=+2', undefined],
    ['page=%202', undefined],
    ['page= 2', undefined],
    ['page=', undefined],
    ['page', undefined],
    ['xpage=2', undefined],
    ['page=2x', undefined],
    ['page[]=2', undefined],
    ['', undefined],
  ])('%j: page %j', (query, page) => {
    expect(readListParameter(query, 'page')).toBe(page);
  });

  test.each([
    ['status=ongoing', 'ongoing'],
    ['status=completed&page=2', 'completed'],
    ['status=Ongoing', undefined],
    ['STATUS=ongoing', undefined],
    ['status=all', undefined],
    ['status=ongoingx', undefined],
    ['status=%6Fngoing', undefined],
  ])('%j: status %j', (query, status) => {
    expect(readListParameter(query, 'status')).toBe(status);
  });

  test("nginx's pattern names its group and matches as the browser's does", () => {
    const pattern = listParameterPattern('page', 'list_page');
    expect(pattern).toContain('(?<list_page>');
    expect(new RegExp(pattern).exec('a=1&page=7')?.groups?.list_page).toBe('7');
  });
});

describe('a query names the list parameters as the canonical address does, or the entry moves it', () => {
  // What the rule says, written the plain way: every parameter whose name is a spelling of a list
  // parameter's (decoded, any case) is that name exactly, once, with a valid value other than the
  // default.
  const oracle = (query: string) => {
    const seen = new Map<string, number>();
    const order: string[] = [];
    const each = (query.split('#')[0] ?? '')
      .split('&')
      .filter((part) => part !== '')
      .every((part) => {
        const [rawName, ...rest] = part.split('=');
        let name: string;
        try {
          name = decodeURIComponent(rawName ?? '').toLowerCase();
        } catch {
          return true;
        }
        if (name !== 'page' && name !== 'status') return true;
        seen.set(name, (seen.get(name) ?? 0) + 1);
        order.push(name);
        const value = rest.length > 0 ? rest.join('=') : undefined;
        const valid = name === 'page' ? /^(?:[2-9]|[1-9][0-9]{1,3})$/ : /^(?:ongoing|completed)$/;
        return rawName === name && value !== undefined && valid.test(value) && seen.get(name) === 1;
      });
    // Page before status, as listQuery writes them.
    const status = order.indexOf('status');
    return each && !(status >= 0 && status < order.lastIndexOf('page'));
  };

  test.each([
    ['', true],
    ['page=2', true],
    ['page=2&status=ongoing', true],
    ['page=12&status=completed', true],
    ['status=completed&page=12', false],
    ['STATUS=x&page=2', false],
    ['page=2#&PAGE=3', true],
    ['utm_source=x&page=3&utm_medium=y', true],
    ['pages=2&Page_size=1', true],
    ['page=1', false],
    ['page=02', false],
    ['PAGE=2', false],
    ['pag%65=2', false],
    ['%50age=2', false],
    ['page=2&page=3', false],
    ['page=2&PAGE=3', false],
    ['page=', false],
    ['page', false],
    ['status=Ongoing', false],
    ['status=all', false],
    ['st%61tus=ongoing', false],
    ['page=2&status=ongoing&status=ongoing', false],
  ])('%j: canonical %j', (query, canonical) => {
    expect(listQueryIsCanonical(query)).toBe(canonical);
    expect(oracle(query)).toBe(canonical);
  });

  test('generated spellings: the patterns read every query as the plain rule does', () => {
    const names = [
      'page',
      'PAGE',
      'Page',
      'pag%65',
      'pag%45',
      '%70age',
      'p%61ge',
      'status',
      'STATUS',
      'st%61tus',
      'pages',
      'x',
      'utm_source',
    ];
    const values = [
      '',
      '1',
      '2',
      '02',
      '12',
      '10000',
      'ongoing',
      'completed',
      'Ongoing',
      '%32',
      'x',
    ];
    const parts = [
      ...names.flatMap((name) => [name, ...values.map((value) => `${name}=${value}`)]),
      'x#y',
      '#',
    ];
    let seed = 7;
    const next = (bound: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % bound;
    };
    for (let index = 0; index < 5000; index += 1) {
      const query = Array.from({ length: 1 + next(4) }, () => parts[next(parts.length)]).join('&');
      expect([query, listQueryIsCanonical(query)]).toEqual([query, oracle(query)]);
    }
  });

  test('the canonical query leaves the default out', () => {
    expect(listQuery('page=1&status=ongoing')).toBe('?status=ongoing');
    expect(listQuery('page=1')).toBe('');
    expect(listQuery('PAGE=2&page=3')).toBe('?page=3');
  });

  test('a run of one parameter before the other costs no more than its length', () => {
    const started = performance.now();
    expect(listQueryIsCanonical(`${'status&'.repeat(20_000)}x=1`)).toBe(false);
    expect(listQueryIsCanonical(`${'%73tatus=ongoing&'.repeat(10_000)}`)).toBe(false);
    expect(listQueryIsCanonical(`page=2&${'st%61tus&'.repeat(10_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('a hostile query costs the patterns no more than its length', () => {
    const query = `${'page=2&'.repeat(1)}${'x&'.repeat(50_000)}`;
    const started = performance.now();
    expect(listQueryIsCanonical(query)).toBe(true);
    expect(listQueryIsCanonical(`${query}page=3`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
