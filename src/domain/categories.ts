// Category rules (spec part 1 sections 3, 5, 7): the name is required once trimmed, the server may
// send `category_name` instead of `categoryName`, and a suggestion is taken once a category of that
// name exists (case-insensitive).

import { refusal, type Refusal } from './refusal';

export const CATEGORY_REFUSALS = {
  nameRequired: refusal('serverText.categoryNameRequired'),
} as const;

/** The eight TV parts categories the 'Suggested Categories' tab offers. */
export const SUGGESTED_CATEGORIES = [
  'Display Panels',
  'Mainboards',
  'Power Supply Boards',
  'Backlight LED Strips',
  'T-Con Boards',
  'Speakers',
  'Remote Controls',
  'Wall Mounts',
] as const;

export interface CategoryLike {
  categoryName?: string | null;
  category_name?: string | null;
}

/** The category's name, whichever of the two spellings the server used. */
export const categoryNameOf = (category: CategoryLike | null | undefined): string =>
  String(category?.categoryName ?? category?.category_name ?? '');

/** The name as it is sent: trimmed. */
export const normalizeCategoryName = (name: unknown): string => String(name ?? '').trim();

/** 'Category name is required' for a blank (or only-spaces) name, else null. */
export const validateCategoryName = (name: unknown): Refusal | null =>
  normalizeCategoryName(name) ? null : CATEGORY_REFUSALS.nameRequired;

const key = (name: string) => normalizeCategoryName(name).toLowerCase();

/** True when one of `categories` already has this name (case-insensitive, ignoring outer spaces). */
export const hasCategoryNamed = (categories: readonly CategoryLike[], name: string): boolean => {
  const wanted = key(name);
  return wanted !== '' && categories.some((c) => key(categoryNameOf(c)) === wanted);
};
