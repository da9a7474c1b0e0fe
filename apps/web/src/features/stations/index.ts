/** What other features use from stations (the shell mounts the launcher; the dashboard lists cases). */
export { useAbandonThread, useOpenThreads, useScenarios } from "./api/stations-api";
export { CategoryBadge, ModeIcon } from "./components/category-badge";
export { LAUNCH_ERROR_MESSAGE, StationStartDialog } from "./components/station-start-dialog";
export { type CategoryDisplay, categoryDisplay, type ModeDisplay, modeDisplay } from "./lib/catalog-display";
export { formatGrade, formatLastTryWhen, formatShortDate, type LastTry, toLastTry } from "./lib/last-try";
export { type StationView, sortScenarios, toStationView } from "./lib/station-view";
export { StationLauncherProvider, useStationLauncher } from "./station-launcher";
