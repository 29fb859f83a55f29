import { z } from "zod";
import { requiredText } from "~/lib/schema-fields";

/** POST /api/admin/login and the admin login form. */
export const AdminLoginInput = z.object({
  username: requiredText("Username", 100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
