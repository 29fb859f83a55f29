import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";

// The networks' own names (brands, in every language).
const networks = [
  { key: "telegram", name: "Telegram", colour: "bg-sky-500" },
  { key: "youtube", name: "YouTube", colour: "bg-red-600" },
  { key: "instagram", name: "Instagram", colour: "bg-pink-600" },
  { key: "discord", name: "Discord", colour: "bg-indigo-600" },
] as const;

/** The four icons; an empty link falls back to a dummy "#". */
export function SocialLinks({ links }: { links: Record<(typeof networks)[number]["key"], string> }) {
  return (
    <ul className="flex gap-2" aria-label={m.home_follow_us()}>
      {networks.map((network) => (
        <li key={network.key}>
          <a
            href={links[network.key] || "#"}
            target={links[network.key] ? "_blank" : undefined}
            rel="noopener noreferrer"
            className={`flex h-10 w-10 items-center justify-center rounded-full text-white shadow transition hover:scale-105 ${network.colour}`}
            aria-label={network.name}
          >
            <Icon name={network.key} />
          </a>
        </li>
      ))}
    </ul>
  );
}
