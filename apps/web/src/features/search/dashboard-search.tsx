/** Placeholder until the search box lands (issue 5). */
export function DashboardSearch() {
  return null;
}
