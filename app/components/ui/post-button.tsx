import type { ReactNode } from "react";
import { Form } from "react-router";

type PostButtonProps = {
  /** The route whose action it posts to; left out, the page's own. */
  action?: string;
  /** What it posts, as hidden fields. */
  values: Record<string, string>;
  className: string;
  preventScrollReset?: boolean;
  children: ReactNode;
};

/** A button that posts fixed values: a form of its own, so it works with JavaScript off. */
export function PostButton({ action, values, className, preventScrollReset, children }: PostButtonProps) {
  return (
    <Form method="post" action={action} preventScrollReset={preventScrollReset}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
