import { describe, expect, it } from 'vitest';
import { listQuery, pageHref } from './list-query';

describe('admin list addresses', () => {
  it('leaves out unset and empty filters and the first page, and writes the rest as text in order', () => {
    expect(listQuery({ q: '', state: 'CA', published: false, page: 0, pageSize: 50 })).toEqual({ state: 'CA', published: 'false', pageSize: '50' });
    expect(Object.keys(listQuery({ kind: 'contact', status: undefined, realtorId: 7, page: 3 }))).toEqual(['kind', 'realtorId', 'page']);
    expect(listQuery({ kind: 'contact', realtorId: 7, page: 3 })).toEqual({ kind: 'contact', realtorId: '7', page: '3' });
  });

  it('links to another page with the same filters, the page where it was', () => {
    const current = { q: 'kim', state: undefined, published: true, page: 2, pageSize: 50 };
    const next = pageHref('/admin', current, 3);
    expect(next).toEqual({ pathname: '/admin', query: { q: 'kim', published: 'true', page: '3', pageSize: '50' } });
    expect(Object.keys(next.query)).toEqual(['q', 'published', 'page', 'pageSize']);
    expect(new URLSearchParams(pageHref('/admin', current, 0).query).toString()).toBe('q=kim&published=true&pageSize=50');
  });

  it('adds the page at the end when the query has none', () => {
    expect(new URLSearchParams(pageHref('/admin/inbox', { kind: 'lead', status: 'new' }, 1).query).toString()).toBe('kind=lead&status=new&page=1');
  });
});
