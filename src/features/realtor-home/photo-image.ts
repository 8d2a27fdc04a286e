import 'server-only';
import { getImageProps, type ImageProps } from 'next/image';
import { isRemoteImage, sitePath } from '@/lib/image-src';
import { siteUrl } from '@/server/config/public';

/** A stored photo's path when it is on this site (see sitePath), else its URL. */
export function photoSrc(url: string): string {
  return sitePath(url, siteUrl());
}

/**
 * getImageProps for a realtor's photo: photos on this site are optimised (sizes, AVIF/WebP);
 * photos in S3 or on a CDN are used as they are (that host serves and caches them).
 */
export function photoImageProps(props: Omit<ImageProps, 'src'> & { src: string }) {
  const src = photoSrc(props.src);
  return getImageProps({ ...props, src, unoptimized: isRemoteImage(src) }).props;
}
