// npm run api:generate: route definitions → openapi.yaml → typed axios client and SWR hooks in src/api/.
// The required-argument check of product-spec §5 is produced here, by post-processing orval's output.
import { writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { buildOpenApiDocument } from '../src/server/app';
import { generateClient } from './api-client-generator.mjs';

const document = buildOpenApiDocument();
writeFileSync('openapi.yaml', stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 }));
await generateClient('openapi.yaml', 'src/api');
console.log('openapi.yaml and src/api/ are up to date.');
