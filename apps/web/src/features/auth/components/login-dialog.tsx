// STUB: replaced by the login-dialog work.
export function LoginDialog(_props: { open: boolean; onOpenChange(open: boolean): void }) {
  return null;
}
