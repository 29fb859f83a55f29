import type { ProfileView } from "~/domain/profiles/present";

// A profile's face: its avatar, else its initial on a colour of its own, the same on every page.
const COLOURS = ["bg-rose-600", "bg-sky-600", "bg-emerald-600", "bg-amber-600", "bg-violet-600"] as const;

export function ProfileFace({ profile, size = "lg" }: { profile: Pick<ProfileView, "id" | "name" | "avatar">; size?: "sm" | "lg" }) {
  const box = size === "lg" ? "size-24 text-4xl sm:size-28" : "size-7 text-sm";
  if (profile.avatar) return <img src={profile.avatar} alt="" className={`${box} rounded-xl object-cover`} width={112} height={112} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} ${COLOURS[profile.id % COLOURS.length]} grid place-items-center rounded-xl font-bold text-white`}
    >
      {[...profile.name][0]?.toLocaleUpperCase()}
    </span>
  );
}
