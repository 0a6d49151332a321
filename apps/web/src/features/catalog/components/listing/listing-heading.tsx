export function ListingHeading({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-zinc-950 sm:text-4xl">{title}</h1>
      {description && <p className="max-w-3xl text-zinc-600">{description}</p>}
    </>
  );
}
