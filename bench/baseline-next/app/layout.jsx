export const metadata = { title: 'Baseline', description: 'An empty Next.js page: the reference of the speed figures.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
