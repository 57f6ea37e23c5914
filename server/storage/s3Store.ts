// Files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Ceph...), by the AWS SDK's
// S3 client: one object per file, its content type as the object's Content-Type. The bucket is private;
// the API reads the objects and answers them after its access check (no presigned or public URLs).
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkFileKey, type FileStore } from './fileStore';

export interface S3StoreConfig {
  bucket: string;
  /** Empty for AWS itself; the store's URL otherwise (`http://127.0.0.1:9000`). */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path, not the host name: what MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Put before every key (`servicedesk/`), to share a bucket. */
  prefix?: string;
}

export const s3Store = (config: S3StoreConfig): FileStore => {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's default (a CRC header on every upload, checked
    // on every download) is refused or mishandled by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => `${config.prefix ?? ''}${checkFileKey(key)}`;
  return {
    describe: `s3: ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        const bytes = await object.Body!.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
};
