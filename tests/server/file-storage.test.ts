import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { isFileKey, type FileStore } from '../../server/storage/fileStore';
import { localFolderStore } from '../../server/storage/localFolderStore';
import { s3Store } from '../../server/storage/s3Store';
import { createFileStore } from '../../server/storage';
import { readStorage } from '../../server/config';

// The server's file storage (issue 31 scope 3; server/storage): the same tests against a local folder
// and against an S3-compatible server (s3rver, in this process, over real HTTP with signed requests),
// so the S3 adapter holds to what the folder does.

const BUCKET = 'servicedesk-files';
let s3: S3rver;
let s3Url = '';
const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'servicedesk-files-'));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: await newFolder(), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { address, port } = (await s3.run()) as { address: string; port: number };
  s3Url = `http://${address}:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

const STORES: [string, () => Promise<FileStore>][] = [
  ['a local folder', async () => localFolderStore(await newFolder())],
  [
    'an S3-compatible server',
    async () => s3Store({ bucket: BUCKET, endpoint: s3Url, region: 'ap-south-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'test/' }),
  ],
];

// Bytes no text encoding survives: every byte value, twice.
const BINARY = Buffer.from([...Array(512).keys()].map((i) => i % 256));

describe.each(STORES)('file storage in %s', (_name, make) => {
  it('keeps the bytes and the content type of a file; a second put replaces it', async () => {
    const store = await make();
    await store.put('tenants/1/bookings/42/photos/a1.jpg', BINARY, 'image/jpeg');
    expect(await store.get('tenants/1/bookings/42/photos/a1.jpg')).toEqual({ body: BINARY, contentType: 'image/jpeg' });
    await store.put('tenants/1/bookings/42/photos/a1.jpg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(await store.get('tenants/1/bookings/42/photos/a1.jpg')).toEqual({ body: Buffer.from('<svg/>'), contentType: 'image/svg+xml' });
  });

  it('answers null for a key with no file, and deletes (twice without an error)', async () => {
    const store = await make();
    expect(await store.get('tenants/1/none.png')).toBeNull();
    await store.put('tenants/2/sig.png', Buffer.from([1, 2, 3]), 'image/png');
    await store.delete('tenants/2/sig.png');
    expect(await store.get('tenants/2/sig.png')).toBeNull();
    await expect(store.delete('tenants/2/sig.png')).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its place (.., empty segments, other characters)', async () => {
    const store = await make();
    for (const key of ['../etc/passwd', 'tenants/../../x', 'a//b', '/abs', 'a/./b', 'with space', 'ü.png', '']) {
      expect(isFileKey(key), key).toBe(false);
      await expect(store.put(key, BINARY, 'image/png'), key).rejects.toThrow('Not a file key');
      await expect(store.get(key), key).rejects.toThrow('Not a file key');
    }
  });
});

describe('file storage configuration', () => {
  it('a local folder under DATA_DIR by default, FILE_STORAGE_DIR else; S3 when S3_BUCKET is set, with its keys required', async () => {
    const problems: string[] = [];
    expect(readStorage({}, '/srv/data', problems)).toEqual({ kind: 'local', folder: '/srv/data/files' });
    expect(readStorage({ FILE_STORAGE_DIR: '/mnt/photos' }, '/srv/data', problems)).toEqual({ kind: 'local', folder: '/mnt/photos' });
    expect(readStorage({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, '/srv/data', problems)).toEqual({
      kind: 's3',
      s3: { bucket: 'b', endpoint: 'http://127.0.0.1:9000', region: 'ap-south-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, prefix: '' },
    });
    expect(problems).toEqual([]);
    readStorage({ S3_BUCKET: 'b' }, '/srv/data', problems);
    readStorage({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'minio:9000' }, '/srv/data', problems);
    expect(problems).toEqual(['S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY', 'S3_ENDPOINT must be a URL (http://host:port), got minio:9000']);

    // The store made from the configuration writes where it says.
    const folder = await newFolder();
    const store = createFileStore({ kind: 'local', folder });
    await store.put('tenants/1/a.txt', Buffer.from('x'), 'text/plain');
    expect(await readdir(join(folder, 'tenants', '1'))).toEqual(expect.arrayContaining(['a.txt']));
    expect(store.describe).toBe(`local: ${folder}`);
  });
});
