import { Dialog } from "@/components/ui/dialog";
import { CONTACT_EMAIL } from "../lib/content";

/** The footer's legal notice, loaded when opened (the dialog library stays out of the landing page). */
export default function LegalNotice({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Mentions légales">
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
  );
}
