'use client';

/** The last resort, when even the locale layout failed: no translations are available here. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ko">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <main>
          <h1>Internal Server Error</h1>
          <p>일시적인 문제로 페이지를 표시하지 못했습니다. / Something went wrong. Please try again.</p>
          {error.digest ? <p>Reference: {error.digest}</p> : null}
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the app failed: a full page load is the way out */}
            <a href="/">Home</a>
          </p>
        </main>
      </body>
    </html>
  );
}
