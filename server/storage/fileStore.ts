// The server's file storage (issue 31 scope 3: a job's photos, the customer's signature, the service
// report): one interface, two stores. A local folder by default, any S3-compatible object store by
// configuration (server/config.ts readStorage). Files are never served by a public URL: the API reads
// them through this interface after its access check, and answers them itself.

/** A stored file: its bytes and the content type it was stored with. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStore {
  /** Where files go, for the logs and the readiness check (`local: /srv/files`, `s3: bucket`). */
  readonly describe: string;
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * A key the stores accept: segments of letters, digits, `-`, `_` and `.` joined by `/`, none empty and
 * none `.` or `..` (a local folder must never be left, an object key never be ambiguous), at most
 * 512 characters. E.g. `tenants/1/bookings/42/photos/7f3a.jpg`.
 */
export const isFileKey = (key: string): boolean =>
  key.length > 0 && key.length <= 512 && key.split('/').every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== '.' && segment !== '..');

/** Throws for a key the stores do not accept (a bug in the caller: keys are made by the server). */
export const checkFileKey = (key: string): string => {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return key;
};
