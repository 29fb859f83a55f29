import { passkeyOptionsAnswer } from "~/web/passkey-forms.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/account.passkeys";

// The options a page's passkey button asks for before the browser's WebAuthn call
// (app/components/passkeys/passkey-button.tsx); the API's are under /api/users and /api/admin.
export const action = ({ request, context }: Route.ActionArgs) => passkeyOptionsAnswer(context.get(appContext), request);
