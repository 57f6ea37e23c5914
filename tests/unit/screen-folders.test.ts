// Every screen of src/screens.ts has its folder (src/console/screenFolders.ts finds them by glob),
// and the folder's index exports the views the screen declares.
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../src/screens';
import { screenLoader, screenModule } from '../../src/console/screenFolders';

describe('screen folders', () => {
  it('has a loader for every screen, at its declared or default folder', () => {
    for (const screen of SCREENS) expect(() => screenLoader(screen), screen.name).not.toThrow();
    expect(screenModule(SCREENS.find((s) => s.name === 'third-parties')!)).toBe('resources/vendors');
    expect(screenModule(SCREENS.find((s) => s.name === 'service/my-jobs')!)).toBe('resources/my-jobs');
  });

  it('refuses a screen without a folder by name', () => {
    expect(() => screenLoader({ ...SCREENS[1], name: 'nowhere', access: 'nowhere' as never })).toThrow(/nowhere has no folder at src\/resources\/nowhere/);
  });
});
