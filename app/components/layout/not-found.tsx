import { Link } from "react-router";

export function NotFound({ message = "Page not found" }: { message?: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-black text-rose-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">{message}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-8">
        Go to Home
      </Link>
    </main>
  );
}
