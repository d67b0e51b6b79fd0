#!/usr/bin/env node
// `npm run deploy`: uploads the built export to an S3-compatible bucket (see sync.mjs for the rules).
//
//   DEPLOY_BUCKET=…  DEPLOY_REGION=…  [DEPLOY_ENDPOINT=https://…]  [DEPLOY_FORCE_PATH_STYLE=1]
//   npm run deploy -- [--dry-run] [--website] [--dir out] [--allow-local-endpoints] [--json]
//   npm run deploy -- --cloudfront-config [deploy/cloudfront]
//
// Credentials come from the AWS SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
// AWS_PROFILE, SSO, an instance role), never from a file in the repo.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeCloudFrontConfig } from './cloudfront.mjs';
import { DeployError } from './site.mjs';
import { configFromEnv, deploy } from './sync.mjs';

const USAGE = `Usage: npm run deploy -- [--dry-run] [--website] [--dir out] [--allow-local-endpoints] [--json]
       npm run deploy -- --cloudfront-config [target dir, default deploy/cloudfront]
Environment: DEPLOY_BUCKET, DEPLOY_REGION, optional DEPLOY_ENDPOINT and DEPLOY_FORCE_PATH_STYLE=1;
credentials from the AWS SDK chain (AWS_ACCESS_KEY_ID + AWS_SECRET_ACCESS_KEY, or AWS_PROFILE).`;

let options;
try {
  options = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string', default: 'out' },
      'dry-run': { type: 'boolean', default: false },
      website: { type: 'boolean', default: false },
      'allow-local-endpoints': { type: 'boolean', default: false },
      // The report as one JSON object on stdout (the log goes to stderr): for scripts and the tests.
      json: { type: 'boolean', default: false },
      'cloudfront-config': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  console.error(`[deploy] ${error.message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = options;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

try {
  if (values['cloudfront-config']) {
    const files = writeCloudFrontConfig(values.dir, positionals[0] ?? path.join('deploy', 'cloudfront'), {
      allowLocalEndpoints: values['allow-local-endpoints'],
    });
    console.log(`[deploy] wrote ${files.join(' and ')}`);
  } else {
    const log = values.json ? console.error : console.log;
    if (values.website)
      log(
        '[deploy] Note: S3 website hosting cannot send security headers. Pages keep their own CSP in a <meta>, but no ' +
          'frame-ancestors / X-Frame-Options (the site can be framed), HSTS or Referrer-Policy reach the browser. For those, ' +
          'serve the bucket through CloudFront: `npm run deploy -- --cloudfront-config` writes the function and the ' +
          'response headers policy (README, "S3 + CloudFront").',
      );
    const report = await deploy({
      dir: values.dir,
      config: configFromEnv(),
      dryRun: values['dry-run'],
      website: values.website,
      allowLocalEndpoints: values['allow-local-endpoints'],
      log,
    });
    if (values.json) console.log(JSON.stringify(report));
  }
} catch (error) {
  // A DeployError's message is the whole story; anything else is a bug worth its stack.
  console.error(`[deploy] ${error instanceof DeployError ? error.message : error.stack}`);
  process.exit(1);
}
