import { vi } from 'vitest';

/**
 * Captures the files a screen saves: the exporters hand a Blob to URL.createObjectURL and click an
 * <a download> (jsdom has neither). `blobs` and `names` fill as files are saved; `restore` puts the
 * anchor's click back (a file's afterEach with vi.restoreAllMocks does it too).
 */
export const captureDownloads = () => {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn((blob: Blob) => (blobs.push(blob), `blob:test/${blobs.length}`)) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names, restore: () => click.mockRestore() };
};
