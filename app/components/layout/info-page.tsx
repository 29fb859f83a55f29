export function InfoPage({ title, text, fallback }: { title: string; text: string; fallback: string }) {
  const paragraphs = text.trim() ? text.trim().split(/\n\s*\n/) : [];
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      <article className="panel space-y-4 leading-relaxed">
        {paragraphs.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{fallback}</p>
        ) : (
          paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order; equal paragraphs may repeat
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))
        )}
      </article>
    </main>
  );
}
