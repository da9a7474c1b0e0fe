/** The dashboard's search box over cases and revision sheets. */
export { DashboardSearch } from "./dashboard-search";
