import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface RunningS3Server {
  /** Environment that points Livery at the server's bucket. */
  env: Record<string, string>;
  /** The folder the server keeps its objects in (to check what reached the bucket). */
  directory: string;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port with one bucket, for tests of the S3 file store. */
export async function startS3Server(bucket = 'livery-test'): Promise<RunningS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
