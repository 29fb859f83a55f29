import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { readReply } from "~/components/forms/reply";
import { COMMENT_MAX } from "~/domain/comments/texts";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { dateFormat } from "~/lib/intl-formats";
import { spoilerParts } from "~/lib/spoiler-marks";

type Comment = { id: number; username: string; content: string; approved: boolean; created_at: string };

/** When a comment was posted, in UTC: "2026-11-24 19:00" on English pages, the language's own way elsewhere. */
function postedAt(createdAt: string): string {
  const locale = getLocale();
  const instant = new Date(createdAt);
  if (locale === "en" || Number.isNaN(instant.getTime())) return createdAt.slice(0, 16).replace("T", " ");
  return dateFormat(locale, { dateStyle: "short", timeStyle: "short", timeZone: "UTC" }).format(instant);
}

/**
 * A comment's text, its spoilers (`||…||`) folded away until pressed: a native disclosure, so it
 * works without JavaScript and needs no app. Once shown, a spoiler stays shown.
 */
function CommentText({ content }: { content: string }) {
  return (
    <div className="whitespace-pre-line break-words text-sm" dir="auto">
      {spoilerParts(content).map((part, index) =>
        part.spoiler ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <details key={index} className="group inline-block">
            <summary className="inline cursor-pointer rounded bg-slate-700 px-1.5 text-xs font-semibold text-white group-open:hidden dark:bg-slate-600">
              {m.comments_spoiler_show()}
            </summary>
            <span className="rounded bg-slate-200 px-1 dark:bg-slate-700">{part.text}</span>
          </details>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}

export function Comments({
  comments,
  signedIn,
  reply,
  loginHref,
}: {
  comments: Comment[];
  signedIn: boolean;
  reply?: SubmissionResult<string[]>;
  loginHref: string;
}) {
  const navigation = useNavigation();
  const { formError, fieldError, typed } = readReply(reply);
  const error = fieldError("content") ?? formError;
  const posting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <section id="comments" aria-labelledby="comments-title" className="panel scroll-mt-20">
      <h2 id="comments-title" className="mb-3 text-xl font-bold">
        {m.comments_heading()}
      </h2>
      {signedIn ? (
        <Form method="post" preventScrollReset className="mb-4 space-y-2">
          <label htmlFor="comment-content" className="label">
            {m.comments_your_comment()}
          </label>
          <textarea
            id="comment-content"
            name="content"
            required
            maxLength={COMMENT_MAX}
            rows={3}
            defaultValue={typed("content")}
            className="field"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "comment-hint comment-error" : "comment-hint"}
          />
          <p id="comment-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {m.comments_spoiler_hint()}
          </p>
          {error ? (
            <p id="comment-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn-primary" disabled={posting}>
            {posting ? m.comments_posting() : m.comments_post()}
          </button>
        </Form>
      ) : (
        <p className="alert-info mb-4">
          {m.comments_login_required()}{" "}
          <Link to={loginHref} className="link ms-1">
            {m.comments_login()}
          </Link>
        </p>
      )}
      {comments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{m.comments_none()}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800/60">
              <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{comment.username}</span>
                <time dateTime={comment.created_at} className="text-slate-600 dark:text-slate-400">
                  {postedAt(comment.created_at)}
                </time>
                {comment.approved ? null : (
                  <span className="chip bg-amber-500/20 text-amber-800 dark:text-amber-300">{m.comments_pending()}</span>
                )}
              </div>
              <CommentText content={comment.content} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
