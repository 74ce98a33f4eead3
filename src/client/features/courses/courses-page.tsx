export function CoursesPage() {
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight">Golf Courses</h1>
      <p className="mt-2 text-lg text-fg-muted">Find and review golf course restrooms near you</p>
    </section>
  );
}
