import type { BetaSignupRequest } from "@ecos/contracts";
import { ACADEMIC_YEARS, PASSED_ECOS, REFERRAL_SOURCES } from "@ecos/contracts/constants";
import { ArrowLeft, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { TextAreaField, TextField } from "@/components/ui/field";
import { type BetaField, type BetaFormValues, parseBetaForm, YES_NO_OPTIONS } from "./beta-form-model";
import { NbCasesPicker } from "./nb-cases-picker";

interface BetaFormProps {
  values: BetaFormValues;
  onChange(patch: Partial<BetaFormValues>): void;
  invalid: ReadonlySet<BetaField>;
  onInvalidChange(invalid: ReadonlySet<BetaField>): void;
  onBack(): void;
  onSubmit(body: BetaSignupRequest): void;
  pending: boolean;
}

const YEAR_OPTIONS = ACADEMIC_YEARS.map((year) => ({ value: year, label: year }));
const REFERRAL_OPTIONS = REFERRAL_SOURCES.map((source) => ({ value: source, label: source }));

/** "Tes informations": the application form. A missing answer blocks the submission, is marked and focused. */
export function BetaForm({ values, onChange, invalid, onInvalidChange, onBack, onSubmit, pending }: BetaFormProps) {
  const fieldElements = useRef(new Map<BetaField, HTMLElement>());
  const register = (field: BetaField) => (element: HTMLElement | null) => {
    if (element) fieldElements.current.set(field, element);
    else fieldElements.current.delete(field);
  };

  useEffect(() => {
    fieldElements.current.get("first_name")?.focus();
  }, []);

  const set = <K extends keyof BetaFormValues>(field: K, value: BetaFormValues[K]) => {
    onChange({ [field]: value });
    if (field !== "trial_reason" && invalid.has(field as BetaField)) {
      onInvalidChange(new Set([...invalid].filter((name) => name !== field)));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = parseBetaForm(values);
    if (!result.ok) {
      onInvalidChange(new Set(result.invalid));
      const first = result.invalid[0];
      if (first) fieldElements.current.get(first)?.focus();
      return;
    }
    onInvalidChange(new Set());
    onSubmit(result.body);
  };

  const emailError = values.email.trim() === "" ? "Ce champ est obligatoire." : "Saisis une adresse e-mail valide.";

  return (
    <form noValidate onSubmit={submit} aria-label="Tes informations" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Retour
        </Button>
        <p className="text-xs text-slate-600">Tous les champs sont obligatoires, sauf mention contraire.</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={register("first_name")}
          label="Prénom"
          autoComplete="given-name"
          aria-required="true"
          value={values.first_name}
          onChange={(event) => set("first_name", event.target.value)}
          invalid={invalid.has("first_name")}
          hint={
            invalid.has("first_name") ? (
              <span className="text-sm font-medium text-red-700">Ce champ est obligatoire.</span>
            ) : null
          }
        />
        <TextField
          ref={register("last_name")}
          label="Nom"
          autoComplete="family-name"
          aria-required="true"
          value={values.last_name}
          onChange={(event) => set("last_name", event.target.value)}
          invalid={invalid.has("last_name")}
          hint={
            invalid.has("last_name") ? (
              <span className="text-sm font-medium text-red-700">Ce champ est obligatoire.</span>
            ) : null
          }
        />
      </div>
      <TextField
        ref={register("email")}
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        aria-required="true"
        value={values.email}
        onChange={(event) => set("email", event.target.value)}
        invalid={invalid.has("email")}
        hint={invalid.has("email") ? <span className="text-sm font-medium text-red-700">{emailError}</span> : null}
      />

      <ChoiceGroup
        legend="En quelle année étais-tu en 2024-2025 ?"
        name="academic_year"
        options={YEAR_OPTIONS}
        value={values.academic_year}
        onChange={(value) => set("academic_year", value)}
        invalid={invalid.has("academic_year")}
        firstInputRef={register("academic_year")}
      />
      <ChoiceGroup
        legend="As-tu déjà passé des ECOS ?"
        name="passed_ecos"
        options={PASSED_ECOS}
        value={values.passed_ecos}
        onChange={(value) => set("passed_ecos", value)}
        invalid={invalid.has("passed_ecos")}
        firstInputRef={register("passed_ecos")}
      />
      <TextAreaField
        label="Pourquoi veux-tu tester ECOS Academy ? (facultatif)"
        rows={3}
        maxLength={2000}
        value={values.trial_reason}
        onChange={(event) => set("trial_reason", event.target.value)}
      />
      <NbCasesPicker
        value={values.nb_cases}
        onChange={(value) => set("nb_cases", value)}
        invalid={invalid.has("nb_cases")}
        firstButtonRef={register("nb_cases")}
      />
      <ChoiceGroup
        legend="Veux-tu rejoindre la communauté Discord privée des testeurs ?"
        name="wants_discord"
        options={YES_NO_OPTIONS}
        value={values.wants_discord}
        onChange={(value) => set("wants_discord", value)}
        invalid={invalid.has("wants_discord")}
        firstInputRef={register("wants_discord")}
      />
      <ChoiceGroup
        legend="Accepterais-tu un entretien de 20 minutes pour nous donner ton avis ?"
        name="consent_interview"
        options={YES_NO_OPTIONS}
        value={values.consent_interview}
        onChange={(value) => set("consent_interview", value)}
        invalid={invalid.has("consent_interview")}
        firstInputRef={register("consent_interview")}
      />
      <ChoiceGroup
        legend="Comment as-tu connu ECOS Academy ?"
        name="referral_source"
        options={REFERRAL_OPTIONS}
        value={values.referral_source}
        onChange={(value) => set("referral_source", value)}
        invalid={invalid.has("referral_source")}
        firstInputRef={register("referral_source")}
      />
      <ChoiceGroup
        legend="Veux-tu qu'on te prévienne au lancement de la plateforme ?"
        name="notify_launch"
        options={YES_NO_OPTIONS}
        value={values.notify_launch}
        onChange={(value) => set("notify_launch", value)}
        invalid={invalid.has("notify_launch")}
        firstInputRef={register("notify_launch")}
      />

      {invalid.size > 0 ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          Il manque des réponses : complète les champs en rouge pour envoyer ta candidature.
        </p>
      ) : null}

      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? null : <Send className="h-4 w-4" aria-hidden="true" />}
        Envoyer ma candidature
      </Button>
    </form>
  );
}
