// STUB: replaced by the app-shell work.
import { Outlet } from "react-router";
export function AppShell() {
  return (
    <div>
      <Outlet />
    </div>
  );
}
