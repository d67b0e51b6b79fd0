export default function Page() {
  return (
    <main>
      <h1>Blank page</h1>
    </main>
  );
}
