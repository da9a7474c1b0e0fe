import { useCurrentUser } from "@/features/auth/session";
import { Placeholder } from "./placeholder";

export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <Placeholder title={user.first_name ? `Bonjour ${user.first_name} !` : "Bonjour !"}>
      Ton tableau de bord (stations, progression, série hebdomadaire) arrive avec les premières stations.
    </Placeholder>
  );
}
