import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageFor, type PageEntry } from '../../app/routes/reach';

const PAGES: PageEntry[] = [{ path: '/icrm/customers' }, { path: '/icrm/customer/:debnr' }, { path: '/visit/:id/show' }, { path: '/api/dexxC&Cexport' }];

describe('the page serving a path', () => {
  it('matches as the router does: case-insensitive, a parameter is one segment, a trailing slash allowed, nothing more', () => {
    const paths = [
      '/icrm/customers',
      '/ICRM/Customers/',
      '/icrm/customers/extra',
      '/icrm/customer/100996',
      '/icrm/customer/',
      '/icrm/customer/1/2',
      '/visit/7/show',
      '/visit/7',
      '/api/dexxC%26Cexport',
      '/api/dexxC&Cexport',
      '/icrm',
    ];
    const asRouter = (path: string) => PAGES.find((page) => matchPath({ path: page.path, caseSensitive: false, end: true }, decodeURI(path)))?.path;
    expect(paths.map((path) => pageFor(PAGES, path)?.path)).toEqual(paths.map(asRouter));
    expect(pageFor(PAGES, '/icrm/customer/100996')?.path).toBe('/icrm/customer/:debnr');
    expect(pageFor(PAGES, '/icrm/customer/1/2')).toBeUndefined();
  });
});
