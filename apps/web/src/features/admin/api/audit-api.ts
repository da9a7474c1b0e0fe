import type { AuditActionId, AuditPageResponse } from "@ecos/contracts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The audit log's cache entries (one per action filter), under one prefix so an action reloads them all. */
export const auditQueryKey = (action?: AuditActionId | null) =>
  action === undefined ? (["admin", "audit"] as const) : (["admin", "audit", action ?? "all"] as const);

function auditPath(action: AuditActionId | null, cursor: string | null) {
  const query = new URLSearchParams();
  if (action) query.set("action", action);
  if (cursor) query.set("cursor", cursor);
  const search = query.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}

/** GET /admin/audit, 50 entries at a time, newest first, optionally one action only. */
export function useAuditLog(action: AuditActionId | null) {
  return useInfiniteQuery({
    queryKey: auditQueryKey(action),
    queryFn: ({ pageParam, signal }) => api.get<AuditPageResponse>(auditPath(action, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    select: (data) => data.pages.flatMap((page) => page.entries),
  });
}
