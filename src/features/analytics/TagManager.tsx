import Script from 'next/script';
import { getEnv } from '@/server/config/env';

/** The tag manager, only when a valid GTM_ID is configured (validated at start-up). */
export function TagManager() {
  const id = getEnv().GTM_ID;
  if (!id) return null;
  return (
    <Script id="tag-manager" strategy="afterInteractive">
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(id)});`}
    </Script>
  );
}
