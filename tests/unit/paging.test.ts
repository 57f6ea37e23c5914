import { describe, expect, it } from 'vitest';
import { canGoNext, canGoPrev, pageBounds, pageSlice } from '../../src/domain/paging';

describe('paging', () => {
  it('page bounds: 1-based pages, limit 1..500, bad input falls back to page 1 of 10', () => {
    expect(pageBounds(1, 10)).toEqual({ start: 0, end: 10 });
    expect(pageBounds(3, 25)).toEqual({ start: 50, end: 75 });
    expect(pageBounds(0, 10)).toEqual({ start: 0, end: 10 });
    expect(pageBounds(Number.NaN, Number.NaN)).toEqual({ start: 0, end: 10 });
    expect(pageBounds(2, 10_000)).toEqual({ start: 500, end: 1000 });
    expect(pageBounds(2.7, 0.5)).toEqual({ start: 10, end: 20 });
  });

  it('slices the rows of a page; past the end is empty', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageSlice(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(pageSlice(rows, 4, 10)).toEqual([]);
  });

  it('Next and Prev', () => {
    expect(canGoNext(2, 10, 20)).toBe(false);
    expect(canGoNext(1, 10, 11)).toBe(true);
    expect(canGoPrev(1)).toBe(false);
    expect(canGoPrev(2)).toBe(true);
  });
});
