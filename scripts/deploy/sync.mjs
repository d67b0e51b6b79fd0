// Syncs a built export to an S3-compatible bucket with the AWS SDK v3.
//
// What "changed" means: each object carries the SHA-256 of its body in `x-amz-meta-sha256`, and an
// object is skipped only when that hash AND its Content-Type, Cache-Control and redirect all match.
// (The ETag is not used: it is an MD5 only for single-part uploads without SSE-KMS, and it would not
// notice a changed cache rule.) Reading metadata costs one HEAD per object, done in parallel.
//
// Order, so that no live page ever points at a missing file: assets first, then pages, RSC payloads
// and redirects, then the website configuration, and deletions last, only once every upload worked.
import { existsSync } from 'node:fs';
import { DeleteObjectsCommand, HeadObjectCommand, ListObjectsV2Command, PutBucketWebsiteCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeployError, readSite, refuseLocalEndpoints } from './site.mjs';

const PARALLEL = 8;

/** Bucket settings from the environment. Credentials are not here: the SDK's own chain finds them. */
export function configFromEnv(env = process.env) {
  const bucket = env.DEPLOY_BUCKET?.trim();
  if (!bucket) {
    throw new DeployError('Set DEPLOY_BUCKET to the bucket name (and DEPLOY_REGION; DEPLOY_ENDPOINT for R2, B2, MinIO or Spaces).');
  }
  return {
    bucket,
    region: env.DEPLOY_REGION?.trim() || undefined,
    endpoint: env.DEPLOY_ENDPOINT?.trim() || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.DEPLOY_FORCE_PATH_STYLE?.trim() ?? ''),
  };
}

export function createClient({ region, endpoint, forcePathStyle }) {
  return new S3Client({
    ...(region ? { region } : {}), // else AWS_REGION or the profile's region, as the SDK resolves it
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle,
    // Checksums only where the API requires them (DeleteObjects): several S3-compatible stores reject
    // the SDK's default CRC32 trailers, and each body's SHA-256 is already stored and compared.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** One line saying what went wrong and what to check, for an SDK error during `action`. */
export function explain(error, action, { bucket, endpoint }) {
  const code = error?.Code ?? error?.name ?? error?.code ?? 'Error';
  const where = endpoint ?? 'AWS S3';
  const status = error?.$metadata?.httpStatusCode;
  if (code === 'CredentialsProviderError') {
    return "No credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE (the SDK's standard chain).";
  }
  if (/region is missing/i.test(error?.message ?? '')) return 'Set DEPLOY_REGION (or AWS_REGION), e.g. eu-west-1; "auto" for R2.';
  if (code === 'NoSuchBucket') return `Bucket "${bucket}" does not exist at ${where}: check DEPLOY_BUCKET, DEPLOY_REGION and DEPLOY_ENDPOINT.`;
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'InvalidClientTokenId'].includes(code)) {
    return `${where} rejected the credentials (${code}) while trying to ${action}: check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or AWS_PROFILE).`;
  }
  if (code === 'AccessDenied' || status === 403) {
    return `Access denied to bucket "${bucket}" while trying to ${action}: the credentials need s3:ListBucket, s3:GetObject, s3:PutObject, s3:DeleteObject (and s3:PutBucketWebsite for --website).`;
  }
  if (code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed' || status === 301) {
    return `Bucket "${bucket}" is in another region (${code}): set DEPLOY_REGION to the bucket's region.`;
  }
  const network = error?.code ?? error?.cause?.code;
  if (['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN'].includes(network)) {
    return `Cannot reach ${where} (${network}) while trying to ${action}: check DEPLOY_ENDPOINT and the network.`;
  }
  return `Could not ${action} (${code}${status ? `, HTTP ${status}` : ''}): ${error?.message ?? error}`;
}

/** Runs `task` over `items`, PARALLEL at a time; after a failure starts no new task, then throws it. */
async function inParallel(items, task) {
  let next = 0;
  let failure;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++];
      try {
        await task(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  if (failure) throw failure;
}

/** Every key in the bucket, and what the deploy needs to know about those the site still has. */
async function readBucket(s3, bucket, wanted) {
  const keys = [];
  let ContinuationToken;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);

  const heads = new Map();
  await inParallel(
    keys.filter((key) => wanted.has(key)),
    async (key) => {
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      heads.set(key, {
        sha256: head.Metadata?.sha256,
        contentType: head.ContentType,
        cacheControl: head.CacheControl,
        redirect: head.WebsiteRedirectLocation,
      });
    },
  );
  return { keys, heads };
}

const unchanged = (object, remote) =>
  remote !== undefined &&
  remote.sha256 === object.sha256 &&
  remote.contentType === object.contentType &&
  remote.cacheControl === object.cacheControl &&
  (remote.redirect ?? '') === (object.redirect ?? '');

/** What to upload (in upload order), skip and delete, given the site's objects and the bucket's. */
export function planSync(objects, remoteKeys, remoteHeads) {
  const wanted = new Set(objects.map((o) => o.key));
  return {
    upload: objects.filter((o) => !unchanged(o, remoteHeads.get(o.key))),
    skip: objects.filter((o) => unchanged(o, remoteHeads.get(o.key))),
    delete: remoteKeys.filter((key) => !wanted.has(key)).sort(),
  };
}

/**
 * Deploys the export in `dir`. Returns the report: { bucket, dryRun, upload, skip, delete } (keys),
 * after the bucket matches the export (or, in a dry run, without touching it).
 */
export async function deploy({ dir, config, dryRun = false, website = false, allowLocalEndpoints = false, log = console.log }) {
  if (!existsSync(dir)) throw new DeployError(`${dir}/ is missing: run \`npm run build\` first.`);
  let site;
  try {
    site = readSite(dir);
  } catch (error) {
    throw new DeployError(error.message);
  }
  refuseLocalEndpoints(site.rules, allowLocalEndpoints);

  const { bucket } = config;
  const s3 = createClient(config);
  const attempt = async (action, run, consequence = 'The bucket was not changed.') => {
    try {
      return await run();
    } catch (error) {
      throw new DeployError(`${explain(error, action, config)} ${consequence}`);
    }
  };
  // Until the deletions, a failure leaves every old object in place: pages not yet replaced still
  // find their assets, and rerunning the deploy picks up where this one stopped.
  const BEFORE_DELETES = 'Stopped before deleting anything: the previous site is still served; rerun to finish.';

  const remote = await attempt(`read bucket "${bucket}"`, () => readBucket(s3, bucket, new Set(site.objects.map((o) => o.key))));
  const plan = planSync(site.objects, remote.keys, remote.heads);
  const report = {
    bucket,
    dryRun,
    upload: plan.upload.map((o) => o.key),
    skip: plan.skip.map((o) => o.key),
    delete: plan.delete,
  };
  log(
    `[deploy] ${dir} -> s3://${bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}: ${site.objects.length} objects (${site.redirects.length} redirects)`,
  );
  log(`[deploy] ${dryRun ? 'plan' : 'sync'}: upload ${report.upload.length}, skip ${report.skip.length}, delete ${report.delete.length}`);
  for (const key of report.upload) log(`  upload ${key}`);
  if (dryRun) for (const key of report.skip) log(`  skip   ${key}`);
  for (const key of report.delete) log(`  delete ${key}`);
  if (dryRun) return report;

  for (const phase of [1, 2]) {
    await inParallel(
      plan.upload.filter((o) => o.phase === phase),
      (o) =>
        attempt(
          `upload ${o.key}`,
          () =>
            s3.send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: o.key,
                Body: o.body,
                ContentType: o.contentType,
                CacheControl: o.cacheControl,
                Metadata: { sha256: o.sha256 },
                ...(o.redirect ? { WebsiteRedirectLocation: o.redirect } : {}),
              }),
            ),
          BEFORE_DELETES,
        ),
    );
  }
  if (website) {
    await attempt(
      'set the website configuration',
      () =>
        s3.send(
          new PutBucketWebsiteCommand({
            Bucket: bucket,
            WebsiteConfiguration: { IndexDocument: { Suffix: 'index.html' }, ErrorDocument: { Key: '404.html' } },
          }),
        ),
      BEFORE_DELETES,
    );
    log('[deploy] website configuration: index index.html, error 404.html');
  }
  for (let i = 0; i < plan.delete.length; i += 1000) {
    const batch = plan.delete.slice(i, i + 1000);
    const result = await attempt(
      `delete ${batch.length} old objects`,
      () => s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } })),
      'The new site is live; rerun to delete the rest.',
    );
    if (result.Errors?.length) {
      const [first] = result.Errors;
      throw new DeployError(
        `Could not delete ${result.Errors.length} old objects (first: ${first.Key}, ${first.Code}): the new site is live; rerun to delete the rest.`,
      );
    }
  }
  log(`[deploy] done: uploaded ${report.upload.length}, deleted ${report.delete.length}`);
  return report;
}
