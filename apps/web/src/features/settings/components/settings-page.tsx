// STUB: replaced by the settings work.
export function SettingsPage() {
  return <h1>Paramètres</h1>;
}
