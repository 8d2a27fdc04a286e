import type { MetadataRoute } from 'next';
import { siteUrl } from '@/server/config/public';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/login', '/process', '/api/', '/v1/', '/error-probe'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
