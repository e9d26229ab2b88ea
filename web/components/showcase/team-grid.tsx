import { type GeneratedImage, Picture } from "#web/components/ui/picture.tsx";
import { reveal } from "#web/lib/effects.ts";

export type ShownTeamMember = {
  name: string;
  role: string;
  bio: string;
  photo: GeneratedImage;
  photoAlt: string;
};

/** The team, one person per tile: photo, name, role and a line on what they do for clients. */
export function TeamGrid({ members }: { members: readonly ShownTeamMember[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member, index) => (
        <li
          key={member.name}
          className="flex flex-col items-start rounded-[var(--radius-card)] border border-slate-200 bg-white p-6"
          {...reveal({ delay: index * 80 })}
        >
          <Picture
            image={member.photo}
            alt={member.photoAlt}
            sizes="96px"
            className="size-24 rounded-full bg-slate-100 object-cover"
          />
          <h3 className="mt-5 text-lg font-semibold">{member.name}</h3>
          <p className="text-sm font-medium text-accent-700">{member.role}</p>
          <p className="mt-3 text-[0.9375rem] text-slate-600">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
