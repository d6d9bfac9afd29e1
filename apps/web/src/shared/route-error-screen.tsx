// SPEC §8 "Crash": what a shopper sees when a screen throws.
export function RouteErrorScreen() {
  return (
    <section role="alert">
      <h1>Something went wrong</h1>
      <button type="button" onClick={() => window.location.reload()}>
        Reload Page
      </button>
    </section>
  );
}
