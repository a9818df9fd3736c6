import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type FileStore, isFileKey } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, s3rver); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Files in an S3-compatible bucket, so that every process behind a load balancer reads what any of them saved.
 * Same keys and checks as the disk store. Files are served through the API's signed links (never presigned
 * bucket addresses), so the bucket stays private and one rule decides who may read a file.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Self-hosted S3 servers answer on one host name, not one per bucket.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const checked = (key: string) => {
    if (!isFileKey(key)) throw new RangeError(`Not a file key: ${key}`);
    return { Bucket: settings.bucket, Key: key };
  };
  return {
    async save(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await client.send(new PutObjectCommand({ ...checked(key), Body: bytes }));
      return key;
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand(checked(key)));
      if (!answer.Body) throw new Error(`Empty object: ${key}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(checked(key)));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
    async *keys() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key && isFileKey(object.Key)) yield object.Key;
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ ...checked(key), Body: bytes }));
    },
  };
}
