// STUB: replaced by the landing-page work.
export function LandingPage() {
  return (
    <main>
      <h1>ECOS Academy</h1>
    </main>
  );
}
