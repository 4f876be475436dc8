import { listParameterPattern, readListParameter } from './listParameters';

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
