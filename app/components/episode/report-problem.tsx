import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";
import { ReportForm } from "./report-form";

type ReportProblemProps = { action: string; servers: string[]; currentServer?: string; reported: boolean };

/** "Report a problem" under the player: a disclosure, so it opens and sends without JavaScript. */
export function ReportProblem({ action, servers, currentServer, reported }: ReportProblemProps) {
  return (
    <div id="report" className="mx-auto max-w-[720px] scroll-mt-20">
      {reported ? (
        <p role="status" className="alert-info">
          {m.report_thanks()}
        </p>
      ) : (
        <details className="group rounded-xl bg-white/60 ring-1 ring-slate-200 dark:bg-slate-900/60 dark:ring-slate-800">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <Icon name="flag" width={16} height={16} /> {m.report_title()}
          </summary>
          <div className="border-t border-slate-200 p-4 dark:border-slate-800">
            <ReportForm action={action} servers={servers} currentServer={currentServer} />
          </div>
        </details>
      )}
    </div>
  );
}
