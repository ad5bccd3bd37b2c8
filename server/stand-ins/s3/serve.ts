/**
 * Run the S3 stand-in (s3-stand-in.ts) as a process, for a local multi-instance setup (issue 18):
 * `S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… [S3_REGION=…] npx tsx server/stand-ins/s3/serve.ts --port 9000`
 * takes the same variables the instances get (plus S3_ENDPOINT=http://127.0.0.1:9000 on their side).
 * Objects live in memory: a throwaway store for trying the scaled setup, not a server to keep data in.
 * Stops on SIGTERM/SIGINT.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_S3_REGION } from '@server/infra/s3-image-storage.js';
import { startS3StandIn } from './s3-stand-in.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '9000' } } });
const port = Number(values.port);
const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret, S3_REGION: region } = process.env;
if (!Number.isInteger(port) || port < 1 || port > 65535 || !bucket || !accessKeyId || !secret) {
  console.error('usage: S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… [S3_REGION=…] tsx server/stand-ins/s3/serve.ts --port 9000');
  process.exit(2);
}
const s3 = await startS3StandIn({ port, buckets: [bucket], credentials: { [accessKeyId]: secret }, region: region || DEFAULT_S3_REGION });
console.log(`S3 stand-in ${s3.url} (bucket ${bucket}, in memory)`);
const stop = () => void s3.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
