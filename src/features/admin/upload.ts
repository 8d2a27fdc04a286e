/**
 * One photo upload with progress (SPEC §7 presigned flow): PUT the file to its signed URL with its
 * content type and no credentials. `fetch` reports no upload progress, so this uses
 * XMLHttpRequest; everything else (presigning, the error shape) goes through `mainApi`.
 */
import { ApiError, type UploadItem } from '@/lib/api-client';

export function putWithProgress(item: Pick<UploadItem, 'uploadUrl' | 'url'>, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', item.uploadUrl);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(item.url);
        return;
      }
      // Our server's JSON message is in the page's language; anything else (S3's XML) is not shown.
      reject(new ApiError(xhr.status, 'upload_failed', serverMessage(xhr.responseText) ?? ''));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

function serverMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : undefined;
  } catch {
    return undefined;
  }
}
