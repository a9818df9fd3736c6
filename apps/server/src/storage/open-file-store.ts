import { createDiskFileStore, type FileStore } from './file-store.ts';
import type { S3Settings } from './s3-file-store.ts';

/** The configured store: the bucket when S3_BUCKET is set, else DATA_DIR's disk. */
export async function openFileStore(config: {
  s3: S3Settings | undefined;
  dataDir: string;
}): Promise<FileStore> {
  if (!config.s3) return createDiskFileStore(config.dataDir);
  // Loaded only when used: the S3 client costs a disk-only start about a tenth of a second.
  const { createS3FileStore } = await import('./s3-file-store.ts');
  return createS3FileStore(config.s3);
}
