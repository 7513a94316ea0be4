import { describe, expect, it } from 'vitest';
import { CursorQuerySchema, hasNextPage, ListQuerySchema } from './pagination';

describe('ListQuerySchema', () => {
  it('defaults to page 1 of 10', () => {
    expect(ListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it('coerces query strings and keeps orderBy and search', () => {
    expect(
      ListQuerySchema.parse({
        page: '3',
        pageSize: '25',
        orderBy: 'createdAt:desc',
        search: ' x ',
      }),
    ).toEqual({ page: 3, pageSize: 25, orderBy: 'createdAt:desc', search: 'x' });
  });

  it('refuses page 0, page sizes over 100 and malformed orderBy', () => {
    expect(ListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ orderBy: 'name:sideways' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ orderBy: 'name; drop table' }).success).toBe(false);
  });

  it('pages chat by cursor, 25 at a time by default', () => {
    expect(CursorQuerySchema.parse({})).toEqual({ pageSize: 25 });
  });
});

describe('hasNextPage', () => {
  it('is true only when the page came back full', () => {
    expect(hasNextPage(10, 10)).toBe(true);
    expect(hasNextPage(9, 10)).toBe(false);
    expect(hasNextPage(0, 10)).toBe(false);
  });
});
