import { z } from "zod";
import { maybeText, rowId } from "~/lib/response-fields";

export const Genre = z.object({ id: rowId, name: z.string(), description: maybeText }).meta({ id: "Genre" });
