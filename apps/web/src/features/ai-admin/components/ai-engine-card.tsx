import type { AiStatusResponse } from "@ecos/contracts";
import { CircleAlert, CircleCheck, CircleDashed, Cpu, RefreshCw, Server } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatInteger } from "@/lib/format";
import { formatCheckTime } from "../lib/ai-labels";

interface AiEngineCardProps {
  status: AiStatusResponse;
  checking: boolean;
  onCheck(): void;
}

/**
 * Which engine answers: the embedded AI alone (and how to plug a model in), or the configured model,
 * its server, what it is used for, and whether it answered the last check (« Vérifier maintenant »).
 */
export function AiEngineCard({ status, checking, onCheck }: AiEngineCardProps) {
  const llm = status.engine === "llm";
  return (
    <Card
      title="Moteur"
      description="Qui écrit les réponses du patient et juge les critères rédigés de la grille."
      actions={
        llm ? (
          <Button
            variant="secondary"
            onClick={onCheck}
            loading={checking}
            loadingLabel="Vérification en cours"
            className="w-full sm:w-auto"
          >
            {checking ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            Vérifier maintenant
          </Button>
        ) : null
      }
    >
      <p className="flex items-center gap-3 text-xl font-bold text-ink">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
          {llm ? <Server className="h-5 w-5" aria-hidden="true" /> : <Cpu className="h-5 w-5" aria-hidden="true" />}
        </span>
        <span className="min-w-0 [overflow-wrap:anywhere]">{llm ? `Modèle : ${status.model}` : "IA embarquée"}</span>
      </p>
      {llm ? <ModelDetails status={status} /> : <EmbeddedModeNotice />}
    </Card>
  );
}

function ModelDetails({ status }: { status: AiStatusResponse }) {
  return (
    <dl className="mt-5 grid gap-4 sm:grid-cols-3">
      <Detail term="Adresse du serveur">
        <code className="font-mono text-sm break-all text-slate-800">{status.base_url}</code>
      </Detail>
      <Detail term="Utilisations">
        <span className="flex flex-wrap gap-1.5">
          <Use active={status.patient}>Patient</Use>
          <Use active={status.grading}>Notation</Use>
        </span>
      </Detail>
      <Detail term="État">
        <Reachability status={status} />
      </Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}

/** A use of the model, on or off, said in words (not only by the colour). */
function Use({ active, children }: { active: boolean; children: string }) {
  return (
    <Badge tone={active ? "brand" : "slate"}>
      {children} : {active ? "oui" : "non"}
    </Badge>
  );
}

/** « Répond en 120 ms » or « Ne répond pas : … », and when it was checked. */
function Reachability({ status }: { status: AiStatusResponse }) {
  const checkedAt = status.checked_at ? (
    <span className="block text-xs text-slate-600">
      vérifié à <time dateTime={status.checked_at}>{formatCheckTime(status.checked_at)}</time>
    </span>
  ) : null;
  if (status.reachable === null) {
    return (
      <span className="flex items-start gap-1.5 text-slate-700">
        <CircleDashed className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>Pas encore vérifié</span>
      </span>
    );
  }
  return status.reachable ? (
    <span className="flex items-start gap-1.5 font-semibold text-emerald-800">
      <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        Répond en {formatInteger(status.latency_ms ?? 0)} ms{checkedAt}
      </span>
    </span>
  ) : (
    <span className="flex items-start gap-1.5 font-semibold text-red-800">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        Ne répond pas : {status.error ?? "raison inconnue"}
        {checkedAt}
      </span>
    </span>
  );
}

/** Embedded mode: no model configured, and how to configure one. */
function EmbeddedModeNotice() {
  return (
    <div className="mt-5 space-y-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset">
      <p>
        <strong>Aucun modèle n'est configuré.</strong> L'IA embarquée écrit toutes les réponses du patient et note
        toutes les stations, sur ce serveur, sans réseau ni clé : aucun jeton n'est consommé.
      </p>
      <p>
        Pour brancher un modèle compatible OpenAI (Ollama, vLLM, un service en ligne…), définis dans l'environnement du
        serveur <Code>LLM_BASE_URL</Code> (par exemple <Code>http://127.0.0.1:11434/v1</Code>) et <Code>LLM_MODEL</Code>{" "}
        (le nom du modèle), plus <Code>LLM_API_KEY</Code> si le serveur demande une clé, puis redémarre-le. L'IA
        embarquée reste là : elle répond à la place du modèle s'il est lent, injoignable, hors budget ou s'il invente.
      </p>
      <p>
        Tous les réglages (budget de jetons, délais, notation) sont décrits dans <Code>docs/deployment.md</Code>.
      </p>
    </div>
  );
}

const Code = ({ children }: { children: string }) => (
  <code className="rounded bg-white px-1 py-0.5 font-mono text-xs [overflow-wrap:anywhere] text-slate-900 ring-1 ring-slate-200">
    {children}
  </code>
);
