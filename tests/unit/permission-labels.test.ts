// The permission matrix names each row by its screen's menu label (src/resources/roles/permissionLabels.ts):
// every row of the matrix opens a screen, so every row has a label, and it is the menu's.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/access';
import { RESOURCE_LABEL_KEYS } from '../../src/resources/roles/permissionLabels';
import en from '../../i18n/en.json';

const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('permission matrix row labels', () => {
  it('label every row with an English text, the menu name of one of its screens', () => {
    for (const resource of RESOURCES) {
      expect(RESOURCE_LABEL_KEYS[resource], resource).toMatch(/^menu\./);
      expect(typeof lookup(RESOURCE_LABEL_KEYS[resource]), resource).toBe('string');
    }
    expect(RESOURCE_LABEL_KEYS.vendors).toBe('menu.vendors');
    expect(RESOURCE_LABEL_KEYS.bookings).toBe('menu.bookings');
  });
});
