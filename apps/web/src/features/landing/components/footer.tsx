import { Mail } from "lucide-react";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { CONTACT_EMAIL } from "../lib/content";
import { Brand } from "./brand-logo";

export function Footer() {
  const [legalOpen, setLegalOpen] = useState(false);
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
            onClick={() => setLegalOpen(true)}
          >
            Mentions légales
          </button>
        </div>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} ECOS Academy · Outil d'entraînement, il ne remplace pas l'enseignement de ta
        faculté.
      </p>

      <Dialog open={legalOpen} onOpenChange={setLegalOpen} title="Mentions légales">
        <div className="space-y-3 text-sm leading-relaxed text-slate-700">
          <p>
            ECOS Academy est une plateforme d'entraînement aux ECOS conçue par une équipe d'étudiants en médecine et
            d'ingénieurs. Les cas cliniques sont fictifs et destinés uniquement à la formation.
          </p>
          <p>
            Les informations que tu nous transmets via les formulaires servent uniquement à répondre à tes messages et à
            gérer ta participation à la bêta ou à l'Early Access.
          </p>
          <p>
            Pour toute question sur l'éditeur, l'hébergement ou tes données personnelles, écris-nous à{" "}
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-brand-800 underline underline-offset-2">
              {CONTACT_EMAIL}
            </a>
            .
          </p>
        </div>
      </Dialog>
    </footer>
  );
}
