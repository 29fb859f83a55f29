import { useNonce } from "~/hooks/nonce";

/**
 * JSON-LD in a script element (data, never run, so the CSP would not stop it; the nonce marks it
 * as ours all the same). `<` is written as \u003c, so text from the catalogue (a title
 * holding `</script>`) can never end the element early; JSON readers see the same string.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      nonce={useNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot close the script
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
