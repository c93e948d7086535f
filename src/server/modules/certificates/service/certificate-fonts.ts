import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type CertificateFontFiles = { regular: Uint8Array; bold: Uint8Array };

// Read from the working directory (the app's root under next dev, next start and Jest), like the migrations folder:
// the production build bundles the server code, so a path relative to this file would point into .next.
const fontsFolder = path.join(process.cwd(), 'src/server/modules/certificates/fonts');

let loading: Promise<CertificateFontFiles> | undefined;

// DejaVu Sans covers Latin, Cyrillic and Greek, so names keep their exact spelling. Read once per process, on the first
// PDF; a failed read is not cached, so the next request tries again.
export function certificateFontFiles(): Promise<CertificateFontFiles> {
  loading ??= Promise.all([
    readFile(path.join(fontsFolder, 'DejaVuSans.ttf')),
    readFile(path.join(fontsFolder, 'DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
