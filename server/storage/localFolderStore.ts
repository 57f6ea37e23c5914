// Files in a folder of the server's disk (the default; FILE_STORAGE_DIR). Each file is written beside
// its content type (`<key>.type`), to a temporary name first and renamed into place, so a reader never
// sees half a file. Written by hand: node:fs does all of it in a few lines.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { checkFileKey, type FileStore } from './fileStore';

const TYPE_SUFFIX = '.type';

export const localFolderStore = (folder: string): FileStore => {
  const pathOf = (key: string) => join(folder, ...checkFileKey(key).split('/'));
  const writeAtomically = async (path: string, data: Buffer | string) => {
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  };
  return {
    describe: `local: ${folder}`,
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeAtomically(path, body);
      await writeAtomically(`${path}${TYPE_SUFFIX}`, contentType);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream')]);
        return { body, contentType };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}${TYPE_SUFFIX}`, { force: true })]);
    },
  };
};
