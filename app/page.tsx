import Link from 'next/link';

// Placeholder until the home page issue lands.
export default function HomePage() {
  return (
    <div className="container" style={{ paddingBlock: '10rem' }}>
      <h1>Vela Hotels</h1>
      <p>
        <Link href="/accommodation/">Accommodation</Link> · <Link href="/dining/">Dining</Link>
      </p>
    </div>
  );
}
