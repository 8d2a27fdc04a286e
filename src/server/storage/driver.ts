import 'server-only';
import type { UploadContentType } from './upload-policy';

/** One file to be uploaded: its key and the type and size its signature allows. */
export interface UploadTarget {
  key: string;
  contentType: UploadContentType;
  size: number;
}

/** A place photos are stored: local disk served by the app, or S3-compatible storage. */
export interface StorageDriver {
  /**
   * An expiring URL the browser PUTs the file to, and `url`, where it is read afterwards: the
   * upload URL without its query string (or, for S3 with S3_PUBLIC_URL, that URL and the key).
   */
  presignPut(target: UploadTarget, now: Date): Promise<{ uploadUrl: string; url: string }>;
}

/** A stored file, as the storage lists it. */
export interface StoredFile {
  key: string;
  size: number;
  lastModified: Date;
}

/** The files a storage holds (only keys this app makes), and their removal: for the sweep of orphans. */
export interface StoredFiles {
  list(): AsyncIterable<StoredFile>;
  /** Removes one file; a file that is not there is no error. */
  remove(key: string): Promise<void>;
}
