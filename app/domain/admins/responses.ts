import { z } from "zod";
import { rowId } from "~/lib/response-fields";

export const AdminLogin = z.object({ token: z.string().meta({ description: "A bearer token for 12 hours" }) }).meta({ id: "AdminLogin" });

export const Admin = z.object({ id: rowId, username: z.string() }).meta({ id: "Admin" });
