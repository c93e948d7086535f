import type { apiClient } from '@/config/api-client';
import { isApiError } from '@/config/api-client';

type RequestOptions = NonNullable<Parameters<typeof apiClient>[1]>;

// RFC 6266: filename="x.csv" (or the bare token) of a Content-Disposition header.
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]) : fallback;
}

// The generated client answers the body only; this keeps the server's file name by handing back a File.
const keepFileName =
  (fallback: string): RequestOptions['transformResponse'] =>
  (data: unknown, headers) => {
    if (!(data instanceof Blob)) return data;
    const disposition = headers?.get?.('content-disposition');
    return new File([data], fileNameOf(typeof disposition === 'string' ? disposition : null, fallback), {
      type: data.type,
    });
  };

// A problem+json body arrives as a Blob when a download fails: read it so that the toast shows its `detail`.
async function readBlobProblem(error: unknown): Promise<unknown> {
  if (isApiError(error) && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text());
    } catch {
      // Not JSON: the generic message stands.
    }
  }
  return error;
}

function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

// access.md §0 "Responses": CSV exports come from the API as a blob and are saved under the server's file name.
export async function downloadFile(request: (options: RequestOptions) => Promise<Blob>, fallback: string) {
  try {
    const file = await request({ transformResponse: keepFileName(fallback) });
    saveFile(file, file instanceof File ? file.name : fallback);
  } catch (error) {
    throw await readBlobProblem(error);
  }
}
