import { Picture } from "#web/components/ui/picture.tsx";
import { RevealList } from "#web/components/ui/reveal-list.tsx";
import type { Portrait } from "#web/lib/content-picture.ts";

export type ShownTeamMember = { name: string; role: string; bio: string } & Portrait;

/** The team, one person per tile: photo, name, role and a line on what they do for clients. */
export function TeamGrid({ members }: { members: readonly ShownTeamMember[] }) {
  return (
    <RevealList
      items={members}
      keyOf={(member) => member.name}
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
      itemClassName="flex flex-col items-start rounded-[var(--radius-card)] border border-slate-200 bg-white p-6"
      stagger={{ step: 80 }}
    >
      {(member) => (
        <>
          <Picture
            image={member.photo}
            alt={member.photoAlt}
            sizes="96px"
            className="size-24 rounded-full bg-slate-100 object-cover"
          />
          <h3 className="mt-5 text-lg font-semibold">{member.name}</h3>
          <p className="text-sm font-medium text-accent-700">{member.role}</p>
          <p className="mt-3 text-[0.9375rem] text-slate-600">{member.bio}</p>
        </>
      )}
    </RevealList>
  );
}
