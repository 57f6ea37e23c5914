import { describe, expect, it } from 'vitest';
import {
  CATEGORY_REFUSALS,
  SUGGESTED_CATEGORIES,
  categoryNameOf,
  hasCategoryNamed,
  normalizeCategoryName,
  validateCategoryName,
} from '../../src/domain/categories';
import { said } from './said';

describe('category rules', () => {
  it('requires a name once trimmed', () => {
    expect(validateCategoryName('')).toBe(CATEGORY_REFUSALS.nameRequired);
    expect(said(validateCategoryName('   '))).toBe('Category name is required');
    expect(validateCategoryName(null)).toEqual({ key: 'serverText.categoryNameRequired' });
    expect(validateCategoryName(' Speakers ')).toBeNull();
    expect(normalizeCategoryName('  T-Con Boards ')).toBe('T-Con Boards');
  });

  it('reads categoryName or the server spelling category_name', () => {
    expect(categoryNameOf({ categoryName: 'Mainboards' })).toBe('Mainboards');
    expect(categoryNameOf({ category_name: 'Wall Mounts' })).toBe('Wall Mounts');
    expect(categoryNameOf({ categoryName: 'A', category_name: 'B' })).toBe('A');
    expect(categoryNameOf(null)).toBe('');
  });

  it('finds an existing category case-insensitively', () => {
    const existing = [{ categoryName: 'Display Panels' }, { category_name: 'speakers ' }];
    expect(hasCategoryNamed(existing, 'display panels')).toBe(true);
    expect(hasCategoryNamed(existing, 'Speakers')).toBe(true);
    expect(hasCategoryNamed(existing, 'Remote Controls')).toBe(false);
    expect(hasCategoryNamed(existing, '  ')).toBe(false);
  });

  it('offers eight distinct TV parts suggestions', () => {
    expect(SUGGESTED_CATEGORIES).toHaveLength(8);
    expect(new Set(SUGGESTED_CATEGORIES.map((s) => s.toLowerCase())).size).toBe(8);
  });
});
