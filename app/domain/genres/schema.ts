import { z } from "zod";
import { optionalText, requiredText } from "~/lib/schema-fields";

/** POST/PUT /api/genres and the genre form; an `id` in the body is ignored (the path names it). */
export const GenreInput = z.object({
  name: requiredText("Name", 50),
  description: optionalText("Description", 500),
});
export type GenreWrite = z.infer<typeof GenreInput>;
