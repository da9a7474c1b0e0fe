import type { User } from "@ecos/contracts";
import { currentLevel } from "@ecos/contracts/constants";
import { Star, Users } from "lucide-react";
import { Avatar } from "@/components/avatar";
import { formatInteger } from "@/lib/format";

export function fullName(user: User): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** Avatar, name, level, experience and friends of the signed-in student. */
export function UserCard({ user }: { user: User }) {
  const xp = user.xp ?? 0;
  const friends = user.friends_count ?? 0;
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-3">
      <Avatar id={user.avatar_id} size={52} className="ring-2 ring-white" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{fullName(user)}</p>
        <p className="truncate text-xs text-slate-600">{currentLevel(xp).title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs font-medium text-slate-700">
          <span className="inline-flex items-center gap-1">
            <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
            {formatInteger(xp)} XP
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />
            {friends} ami(s)
          </span>
        </p>
      </div>
    </div>
  );
}
