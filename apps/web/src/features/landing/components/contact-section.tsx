import type { ContactRequest } from "@ecos/contracts";
import { isValidEmail } from "@ecos/contracts/constants";
import { Mail, Send } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { notify } from "@/lib/notify";
import { sendContactMessage } from "../api/send-contact-message";
import { CONTACT_EMAIL, SECTION_IDS } from "../lib/content";
import { SectionHeading } from "./section-heading";

type ContactField = keyof ContactRequest;

const EMPTY: ContactRequest = { first_name: "", last_name: "", email: "", message: "" };
const FIELD_ORDER: readonly ContactField[] = ["first_name", "last_name", "email", "message"];

export const CONTACT_MESSAGES = {
  missing: "Tous les champs n'ont pas été remplis",
  invalidEmail: "L'adresse e-mail n'est pas valide",
  success: "Merci pour ton message, nous te répondrons rapidement !",
  failure: "Une erreur est survenue",
} as const;

/** The landing contact form: all four fields required, then POST /forms/contact-us. */
export function ContactSection() {
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<ContactField>>(new Set());
  const titleId = `${SECTION_IDS.contact}-titre`;

  // Local state rather than a query-library mutation: this section is part of the prerendered landing
  // page, whose JavaScript stays small (see docs/decisions.md, issue 17 "Pages").
  const [pending, setPending] = useState(false);
  // Prerendered: until the page's script has run, the button stays disabled rather than letting the
  // browser submit the form itself (a GET that would put the message in the address).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const send = async (message: ContactRequest) => {
    setPending(true);
    try {
      await sendContactMessage(message);
      notify("success", CONTACT_MESSAGES.success);
      setValues(EMPTY);
    } catch {
      notify("error", CONTACT_MESSAGES.failure);
    } finally {
      setPending(false);
    }
  };

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid.has(field)) {
      setInvalid((current) => new Set([...current].filter((name) => name !== field)));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing = FIELD_ORDER.filter((field) => values[field].trim() === "");
    if (missing.length > 0) {
      setInvalid(new Set(missing));
      notify("error", CONTACT_MESSAGES.missing);
      return;
    }
    if (!isValidEmail(values.email.trim())) {
      setInvalid(new Set(["email"]));
      notify("error", CONTACT_MESSAGES.invalidEmail);
      return;
    }
    setInvalid(new Set());
    void send({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    });
  };

  return (
    <section id={SECTION_IDS.contact} aria-labelledby={titleId} className="scroll-mt-32 bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeading id={titleId} eyebrow="Contact" title="Nous contacter" align="left">
            <p>Une question sur la bêta, une suggestion, un partenariat ? Écris-nous, nous te répondons rapidement.</p>
          </SectionHeading>
          <div className="mt-6 flex items-start gap-3 text-slate-700">
            <Mail className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <p>
              Ou directement par e-mail :
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="block font-semibold text-brand-800 underline underline-offset-2"
              >
                {CONTACT_EMAIL}
              </a>
            </p>
          </div>
        </div>

        <form
          noValidate
          onSubmit={submit}
          aria-label="Formulaire de contact"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Prénom"
              name="first_name"
              autoComplete="given-name"
              aria-required="true"
              value={values.first_name}
              onChange={update("first_name")}
              invalid={invalid.has("first_name")}
            />
            <TextField
              label="Nom"
              name="last_name"
              autoComplete="family-name"
              aria-required="true"
              value={values.last_name}
              onChange={update("last_name")}
              invalid={invalid.has("last_name")}
            />
          </div>
          <TextField
            label="Adresse e-mail"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={values.email}
            onChange={update("email")}
            invalid={invalid.has("email")}
          />
          <TextAreaField
            label="Message"
            name="message"
            rows={5}
            maxLength={5000}
            aria-required="true"
            value={values.message}
            onChange={update("message")}
            invalid={invalid.has("message")}
          />
          <Button type="submit" size="lg" loading={pending} disabled={!interactive} className="w-full sm:w-auto">
            {pending ? null : <Send className="h-4 w-4" aria-hidden="true" />}
            Envoyer le message
          </Button>
        </form>
      </div>
    </section>
  );
}
