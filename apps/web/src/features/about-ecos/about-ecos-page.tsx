import { BookOpen, CalendarDays, ChartPie, Clock, GraduationCap, Laptop, Target } from "lucide-react";
import { Link } from "react-router";
import { ExamDays } from "./components/exam-days";
import { GradeSplit } from "./components/grade-split";
import { GuideSection } from "./components/guide-section";
import { KeyFigures } from "./components/key-figures";
import { PlatformComparison } from "./components/platform-comparison";
import { StationTimeline } from "./components/station-timeline";

const linkClass =
  "font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700";

/** "À propos des ECOS": a static guide to the national exam (spec section 1) and how our stations map onto it. */
export function AboutEcosPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <title>À propos des ECOS – ECOS Academy</title>
      <header className="space-y-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Guide</p>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">À propos des ECOS</h1>
        <p className="text-slate-700">
          Les ECOS (examens cliniques objectifs structurés) évaluent tes compétences cliniques en situation : une suite
          de stations chronométrées où tu joues le médecin. Voici l'essentiel pour t'y préparer.
        </p>
      </header>

      <KeyFigures />

      <GuideSection icon={ChartPie} title="Le poids des ECOS dans la note finale">
        <p>La note finale du concours national combine trois parts :</p>
        <GradeSplit />
      </GuideSection>

      <GuideSection icon={CalendarDays} title="Le déroulement de l'épreuve">
        <p>
          Les ECOS nationaux ont lieu <strong className="text-ink">fin mai</strong>. L'épreuve compte{" "}
          <strong className="text-ink">10 stations</strong> réparties sur{" "}
          <strong className="text-ink">deux demi-journées</strong>, soit 5 stations par demi-journée.
        </p>
        <ExamDays />
      </GuideSection>

      <GuideSection icon={Clock} title="Une station, minute par minute">
        <StationTimeline />
      </GuideSection>

      <GuideSection icon={Target} title="Ce qui est évalué">
        <p>
          Les stations couvrent <strong className="text-ink">11 domaines de compétences</strong> et s'appuient sur les{" "}
          <strong className="text-ink">356 situations de départ</strong> (SDD) du programme.
        </p>
        <p>
          Pour réviser une situation, ouvre sa fiche dans le{" "}
          <Link to="/homepage/revision-cards" className={linkClass}>
            Support pédagogique
          </Link>
          .
        </p>
      </GuideSection>

      <GuideSection icon={GraduationCap} title="Valider les ECOS">
        <p>
          Pour valider, il faut obtenir une <strong className="text-ink">moyenne d'au moins 10/20</strong> sur
          l'ensemble des stations.
        </p>
      </GuideSection>

      <GuideSection icon={Laptop} title="Et sur ECOS Academy ?">
        <p>
          Nos stations durent <strong className="text-ink">8 minutes</strong> :{" "}
          <strong className="text-ink">1 min d'introduction</strong> pour lire la situation, puis{" "}
          <strong className="text-ink">7 min de simulation</strong> face au patient ou à l'examinateur simulé. Tu es
          ensuite noté(e) <strong className="text-ink">sur 20</strong> d'après une{" "}
          <strong className="text-ink">grille explicite</strong> : chaque critère, son point et son explication.
        </p>
        <PlatformComparison />
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <BookOpen className="h-4 w-4 text-brand-700" aria-hidden="true" />
          Prêt(e) à t'entraîner ?{" "}
          <Link to="/homepage/dashboard" className={linkClass}>
            Choisis un cas clinique
          </Link>
        </p>
      </GuideSection>
    </div>
  );
}
