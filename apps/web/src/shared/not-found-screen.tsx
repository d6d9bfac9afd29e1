import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>We could not find that page.</p>
      <Link to="/">Return to Home</Link>
    </section>
  );
}
