import { BETA_VERSION } from "@ecos/contracts/constants";
import { PageTitle } from "@/components/page-title";
import { useCurrentUser } from "@/features/auth/session";
import { CategoryToggles } from "./category-toggles";
import { LogoutButton } from "./logout-button";
import { OnboardingCard } from "./onboarding-card";
import { PasswordCard } from "./password-card";
import { ProfileForm } from "./profile-form";
import { SubscriptionPlans } from "./subscription-plans";
import { UniversityCard } from "./university-card";

/**
 * "Paramètres": profile, university, password, the first-run guide again, and (outside the beta)
 * plans and categories.
 */
export function SettingsPage() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <PageTitle>Paramètres</PageTitle>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Paramètres</h1>
          <p className="mt-1 text-slate-600">Gère ton profil, tes informations universitaires et ton mot de passe.</p>
        </div>
        <LogoutButton />
      </div>
      <ProfileForm user={user} />
      <UniversityCard user={user} />
      <PasswordCard />
      <OnboardingCard user={user} />
      {BETA_VERSION ? null : (
        <>
          <SubscriptionPlans />
          <CategoryToggles />
        </>
      )}
    </div>
  );
}
