// The file store the configuration names (server/config.ts readStorage).
import type { StorageConfig } from '../config';
import type { FileStore } from './fileStore';
import { localFolderStore } from './localFolderStore';
import { s3Store } from './s3Store';

export type { FileStore, StoredFile } from './fileStore';

export const createFileStore = (config: StorageConfig): FileStore => (config.kind === 's3' ? s3Store(config.s3) : localFolderStore(config.folder));
