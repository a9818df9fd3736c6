import type { Config } from '../config.ts';
import { createDiskFileStore, type FileStore } from './file-store.ts';

/** The configured store: the bucket when S3_BUCKET is set, else DATA_DIR's disk. */
export async function openFileStore(config: Config): Promise<FileStore> {
  if (!config.s3) return createDiskFileStore(config.dataDir);
  // Loaded only when used: the S3 client costs a disk-only start about a tenth of a second.
  const { createS3FileStore } = await import('./s3-file-store.ts');
  return createS3FileStore(config.s3);
}
