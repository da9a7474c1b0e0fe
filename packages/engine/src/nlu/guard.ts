import { foldedWords } from "../text/fold";

/**
 * Attempts to make the patient leave its role, reveal the diagnosis or the grid, or dictate a mark.
 * They get no label, the patient does not play along, and the graders ignore the message.
 * Patterns run on folded words joined by single spaces ("oublie ton rôle" → "oublie ton role").
 */
const MANIPULATION_PATTERNS: readonly RegExp[] = [
  // Leave the role, forget or ignore the instructions.
  /\b(?:oublie[zs]?|ignore[zs]?|ignorer|oublier|efface[zs]?|laisse[zs]? tomber|abandonne[zs]?|sors|sortez|sortir|arrete[zs]? de jouer|ne (?:tiens?|tenez) (?:plus )?(?:pas )?compte d?e?s?)\b.{0,40}\b(?:role|roles|personnage|persona|instructions?|consignes?|regles?|prompts?|programmation|directives?|scenario|script|simulation|contexte|tout ce qu)/,
  /\b(?:prompt(?! retablissement)|system prompt|prompt systeme|message systeme|instructions? (?:systeme|initiales?|cachees?|secretes?)|tes instructions|vos instructions|tes consignes|ta configuration|ton code source|jailbreak|mode developpeur|developer mode|dan mode)\b/,
  /\b(?:tu es|t es|es tu|etes vous|vous etes) (?:une?|l|juste une?|vraiment une?) ?(?:ia|intelligence artificielle|robot|chatbot|bot|llm|gpt|chatgpt|programme|modele de langage|assistant virtuel)\b/,
  /\b(?:chatgpt|chat gpt|openai|gpt ?[345]|claude|mistral ai|llama)\b/,
  /\b(?:reponds?|repondez|parle[zs]?|agis|agissez|comporte toi|fais comme si|faites comme si|joue[zs]? le role|incarne[zs]?|deviens|devenez|tu es maintenant|vous etes maintenant|a partir de maintenant tu)\b.{0,30}\b(?:medecin|docteur|examinateur|correcteur|professeur|prof|evaluateur|jury|assistant|expert|quelqu un d autre)\b/,
  // Fishing for the diagnosis, the answers or the grid.
  /\b(?:donne[zs]?|dis|dites|revele[zs]?|reveler|ecris|ecrivez|montre[zs]?|affiche[zs]?|envoie[zs]?|indique[zs]?|balance) (?:moi |nous )?(?:le|la|les|ton|ta|tes|votre|vos) (?:bon |vrai |)(?:diagnostics?|bonnes? reponses?|reponses?|solutions?|corrections?|corriges?|grilles?(?! (?:de? )?amsler)|criteres?|bareme)\b/,
  /\b(?:quel est|c est quoi|quelle est) (?:le|la) (?:bon |vrai |)(?:diagnostic|bonne reponse|solution|correction)\b(?! que)/,
  // « Grille d'Amsler » is the self-check of the macula, not the grading grid.
  /\b(?:grilles?(?! (?:de? )?amsler)|bareme|criteres? (?:de notation|d evaluation|de la grille|de correction)|items? de la grille|points? de la grille|correction de la station|corrige type|reponses? attendues?)\b/,
  /\bquelles? questions? (?:je dois|dois je|il faut|faut il|je devrais|devrais je|reste t il|me reste)\b/,
  /\b(?:souffle[zs]?|souffler|revele[zs]?|reveler|devoile[zs]?|devoiler|spoile[zs]?|spoiler|trahi[sr]?)\b.{0,30}\b(?:diagnostics?|reponses?|script|scenario|fiche|maladie|pathologie|solution)\b/,
  /\b(?:fiche (?:de cas|du cas|patient|de la station)|ton scenario|votre scenario|ce que l examinateur (?:attend|veut)|ce qu attend l examinateur|ce qui est attendu)\b/,
  // Pretending the work was done.
  /\b(?:considere[zs]?|fais|faites|imagine[zs]?|suppose[zs]?|admet[sz]?|admettons) (?:comme si |que )(?:j ai|je t ai|je vous ai|j avais|je t avais|je vous avais|tu m as|vous m avez|c est fait|tout est fait)\b/,
  // Dictating or asking for a mark.
  /\b(?:mets?|mettez|donne[zs]?|accorde[zs]?|attribue[zs]?|valide[zs]?|note[zs]?) (?:moi |nous )?(?:la note maximale|le maximum|la meilleure note|tous les points|toutes les points|20 ?(?:sur ?20|20)?|vingt|full|tous les criteres|tout juste|une bonne note)\b/,
  /\b(?:20 sur 20|20 20|vingt sur vingt|note maximale|la note max|tous les points|tous les criteres|j ai tout (?:bon|juste|fait)|j ai tout bien fait|que j ai tout bien fait|j ai reussi la station|valide moi|valider la station)\b/,
  /\b(?:l examinateur|le jury|le correcteur|le prof) (?:t a dit|a dit|veut|demande) (?:de|que)\b/,
  /\b(?:evalue[zs]?|note[zs]?|corrige[zs]?|juge[zs]?) (?:mon|ma|mes|moi) ?(?:entretien|prestation|station|interrogatoire|examen|travail|performance|reponses?)?\b(?! (?:douleur|fievre))/,
  /\b(?:quelle note|ma note|combien de points|j ai (?:eu|gagne|perdu) (?:le|des|un) points?|(?<!\b(?:fais|fait|faire|faisons|faites) )le point pour|les points pour)\b/,
  /\b(?:tu me mets|vous me mettez|tu me mettrais|vous me mettriez|tu me donnes|tu me donnerais) (?:combien|quelle|une note|la note|le max|\d+|vingt)\b/,
  // English jailbreak phrasing.
  /\b(?:ignore (?:all |your |the )?(?:previous |prior )?instructions|you are (?:now |an? )|act as|pretend (?:to be|you are)|system prompt|give me (?:the )?(?:diagnosis|answer|grade|full marks)|full marks)\b/,
];

export function isManipulation(text: string): boolean {
  const joined = foldedWords(text).join(" ");
  return MANIPULATION_PATTERNS.some((pattern) => pattern.test(joined));
}
