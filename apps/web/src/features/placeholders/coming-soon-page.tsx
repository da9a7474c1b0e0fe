import { Placeholder } from "./placeholder";

export function ComingSoonPage({ title }: { title: string }) {
  return <Placeholder title={title}>Nous travaillons encore sur cette fonctionnalité.</Placeholder>;
}
