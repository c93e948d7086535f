// Runs the client generator of `npm run api:generate` outside Jest (orval loads its plug-ins with dynamic imports).
// Usage: tsx __tests__/support/server/generate-client.mts <spec file> <output folder>
import { generateClient } from '../../../scripts/api-client-generator.mjs';

const [specFile, outDir] = process.argv.slice(2);
if (!specFile || !outDir) throw new Error('Usage: generate-client.mts <spec file> <output folder>');
await generateClient(specFile, outDir);
