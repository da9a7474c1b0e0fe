// STUB: replaced by the admin work.
export function TicketsPage() {
  return <h1>Tickets utilisateurs</h1>;
}
