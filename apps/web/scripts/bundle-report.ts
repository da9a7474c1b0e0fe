/**
 * npm run bench:bundle — builds the SPA and prints what each part weighs (gzip level 9): the landing
 * page's JavaScript (index.html, prerendered), the signed-in app's entry (app.html) and its chunks,
 * and where the chart library went.
 */
import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { analyseBundle, type Chunk, total } from "./bundle-analysis";

const root = fileURLToPath(new URL("../../..", import.meta.url));
if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "ignore" });
const report = analyseBundle(fileURLToPath(new URL("../dist", import.meta.url)));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const line = (chunk: Chunk) =>
  `    ${chunk.file.padEnd(42)} ${kb(chunk.bytes).padStart(9)} → gzip ${kb(chunk.gzip).padStart(8)}${chunk.hasCharts ? "  (Recharts)" : ""}`;

console.log(`Page d'accueil publique (entrée + imports statiques) : ${kb(total(report.landing))} gzip`);
for (const chunk of report.landing) console.log(line(chunk));
console.log(`  CSS : ${kb(total(report.css))} gzip`);
console.log(
  `\nApplication connectée, entrée (app.html, servie pour toute route sauf « / ») : ${kb(total(report.app))} gzip`,
);
for (const chunk of report.app) console.log(line(chunk));
const charts = report.lazy.filter((chunk) => chunk.hasCharts);
console.log(`\nApplication connectée (morceaux chargés à la demande) : ${kb(total(report.lazy))} gzip au total`);
for (const chunk of [...report.lazy].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) console.log(line(chunk));
console.log(`\nTout le JavaScript : ${kb(total([...report.landing, ...report.lazy]))} gzip`);
console.log(
  report.landing.some((chunk) => chunk.hasCharts)
    ? "ÉCHEC : la bibliothèque de graphiques est dans le JavaScript de la page d'accueil"
    : `Graphiques (Recharts) absents de la page d'accueil ; chargés avec la progression : ${charts.map((c) => `${c.file} (${kb(c.gzip)} gzip)`).join(", ")}`,
);
