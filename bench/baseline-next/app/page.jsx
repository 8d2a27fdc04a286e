export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>One prerendered page of text, served by next start: the floor that the product’s pages are measured against.</p>
    </main>
  );
}
