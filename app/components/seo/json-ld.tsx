/**
 * JSON-LD in a script element. `<` is written as \u003c, so text from the catalogue (a title
 * holding `</script>`) can never end the element early; JSON readers see the same string.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
