import { Mail } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { CONTACT_EMAIL } from "../lib/content";
import { Brand } from "./brand-logo";
import { DialogLoading } from "./dialog-loading";

const LegalNotice = lazy(() => import("./legal-notice"));

export function Footer() {
  const [legalOpen, setLegalOpen] = useState(false);
  const [legalLoaded, setLegalLoaded] = useState(false);
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <Brand inverted />
          <p className="mt-2 text-sm">L'entraînement aux ECOS avec un patient simulé par IA.</p>
        </div>
        <div className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:gap-6">
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex items-center gap-2 text-white underline-offset-2 hover:underline"
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
          <button
            type="button"
            className="self-start text-left text-white underline-offset-2 hover:underline sm:self-auto"
            onClick={() => {
              setLegalLoaded(true);
              setLegalOpen(true);
            }}
          >
            Mentions légales
          </button>
        </div>
      </div>
      {/* Prerendered at build time: a build of last year hydrates with this year. */}
      <p className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-400" suppressHydrationWarning>
        © {new Date().getFullYear()} ECOS Academy · Outil d'entraînement, il ne remplace pas l'enseignement de ta
        faculté.
      </p>

      {legalLoaded ? (
        <Suspense fallback={<DialogLoading />}>
          <LegalNotice open={legalOpen} onOpenChange={setLegalOpen} />
        </Suspense>
      ) : null}
    </footer>
  );
}
