import { z } from "zod";

export const Room = z
  .object({
    id: z.string().meta({ description: "The room's id: 64 hex characters" }),
    url: z.string().meta({ description: "The room's page, the link to share", examples: ["/watch/0123…"] }),
  })
  .meta({ id: "Room" });

export const RoomTicket = z
  .object({ ticket: z.string().meta({ description: "Opens the room's socket once, within a minute" }) })
  .meta({ id: "RoomTicket" });
