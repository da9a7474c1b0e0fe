import type { RevisionSheetInput } from "./schema";

export const sheet173: RevisionSheetInput = {
  id: 173,
  title: "Traumatisme des membres",
  caseId: "station-031",
  summary:
    "Devant un traumatisme de membre, l'enjeu est de reconnaître d'abord une urgence (ischémie, atteinte nerveuse, fracture ouverte, syndrome des loges), puis d'indiquer l'imagerie à bon escient : pour la cheville, les règles d'Ottawa négatives dispensent de radiographie et l'entorse bénigne relève d'un traitement fonctionnel.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Lésion d'un membre par un agent mécanique : contusion, entorse, luxation, fracture, plaie, lésion tendineuse",
        "Entorse : lésion ligamentaire sans perte durable des rapports articulaires, de l'élongation à la rupture complète",
        "Entorse latérale de cheville : traumatisme en inversion (varus équin), faisceau talo-fibulaire antérieur atteint en premier",
        "Entorse bénigne : pas de laxité, appui possible, pas de craquement ni d'hématome important",
        "Entorse grave : rupture d'au moins deux faisceaux, laxité au tiroir antérieur, risque d'instabilité chronique",
        "Traumatisme de cheville : le plus fréquent des traumatismes des urgences, surtout chez le sportif",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Entorse du ligament collatéral latéral de la cheville",
        "Fracture malléolaire (latérale, médiale, bi- ou trimalléolaire)",
        "Fracture de la base du 5e métatarsien (avulsion du court fibulaire)",
        "Fracture de Maisonneuve : lésion de la syndesmose et fracture de la fibula proximale",
        "Rupture du tendon calcanéen, luxation des tendons fibulaires",
        "Fracture du processus latéral du talus ou du processus antérieur du calcanéus",
        "Chez le sujet âgé, fracture de l'extrémité supérieure du fémur ou du poignet après une chute",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Pied froid, pâle, pouls absents : ischémie, réduction urgente d'une luxation ou d'une fracture déplacée",
        "Déficit sensitif ou moteur distal : atteinte nerveuse",
        "Plaie en regard d'un foyer : fracture ouverte, antibioprophylaxie et chirurgie en urgence",
        "Douleur croissante, tension des loges, douleur à l'étirement passif : syndrome des loges",
        "Déformation ou impotence totale : fracture ou luxation",
        "Entorse : craquement, sensation de déboîtement, impotence immédiate, œdème « en œuf de pigeon », hématome",
        "Douleur de la fibula proximale : fracture de Maisonneuve",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Mécanisme : inversion ou éversion, choc direct, haute ou basse énergie, chute",
        "Craquement, sensation de déboîtement, appui possible immédiatement puis aux urgences",
        "Heure du traumatisme, évolution de l'œdème et de la douleur",
        "Antécédents d'entorse ou d'instabilité de la même cheville",
        "Terrain : âge, sport pratiqué, profession, contraception œstroprogestative, antécédent thromboembolique",
        "Statut vaccinal antitétanique en cas de plaie",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Inspection : œdème, ecchymose, déformation, plaie, comparaison au côté sain",
        "État vasculo-nerveux distal : pouls pédieux et tibial postérieur, coloration, sensibilité et motricité des orteils",
        "Règles d'Ottawa : douleur osseuse au bord postérieur ou à la pointe des malléoles sur 6 cm, base du 5e métatarsien, os naviculaire, appui impossible sur quatre pas",
        "Palpation des faisceaux du ligament collatéral latéral et du ligament tibio-fibulaire antérieur",
        "Palpation de la tête de la fibula (Maisonneuve) et du tendon calcanéen, test de Thompson",
        "Tiroir antérieur : peu fiable à la phase aiguë, à refaire à J3–J5",
        "Examen des articulations sus- et sous-jacentes",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Règles d'Ottawa négatives (après 18 ans) : aucune radiographie",
        "Règles d'Ottawa positives : radiographies de cheville face, profil et face en rotation interne de 20°, et du pied si douleur du médio-pied",
        "Douleur de la fibula proximale : radiographie de toute la jambe",
        "Échographie ou IRM : seulement à distance, si instabilité ou douleur persistante",
        "Pas de bilan biologique pour une entorse bénigne",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Antalgiques : paracétamol, anti-inflammatoire non stéroïdien de courte durée en l'absence de contre-indication",
        "Protocole GREC : glace, repos relatif, élévation du membre, compression",
        "Traitement fonctionnel : orthèse stabilisatrice (attelle ou chevillère) quelques semaines, pas de plâtre pour une entorse bénigne",
        "Appui précoce selon la douleur, cannes seulement au début",
        "Rééducation proprioceptive pour prévenir l'instabilité chronique, surtout chez le sportif",
        "Réévaluation clinique à J3–J5 (tiroir antérieur), reprise du sport progressive",
        "Prévention thromboembolique seulement en cas d'immobilisation sans appui et de facteurs de risque",
        "Fracture, luxation, ischémie ou plaie : avis orthopédique urgent",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Prescrire une radiographie systématique alors que les règles d'Ottawa sont négatives",
        "Oublier l'examen vasculo-nerveux distal",
        "Oublier de palper la fibula proximale et le tendon calcanéen",
        "Immobiliser par un plâtre une entorse bénigne ou interdire l'appui",
        "Conclure sur la gravité de l'entorse sans réévaluation à J3–J5",
        "Ne pas expliquer à la patiente pourquoi on ne fait pas de radiographie",
      ],
    },
  ],
  keyPoints: [
    "Urgences d'abord : ischémie, déficit nerveux, fracture ouverte, syndrome des loges",
    "Règles d'Ottawa négatives : pas de radiographie",
    "Toujours palper la fibula proximale et tester le tendon calcanéen",
    "Entorse bénigne : antalgiques, GREC, orthèse, appui précoce, rééducation",
    "Réévaluation à J3–J5 pour rechercher une laxité",
  ],
  sources: [
    "ANAES (HAS), Recommandations « Rééducation de l'entorse externe de la cheville », 2000 ; conférence de consensus SFMU « L'entorse de la cheville au service d'accueil et d'urgence », 1995.",
    "Stiell IG et al., règles d'Ottawa pour la cheville, Ann Emerg Med 1992 ; JAMA 1993.",
    "Collège français des chirurgiens orthopédistes et traumatologues (CFCOT), Orthopédie-Traumatologie, référentiel du second cycle (R2C, EDN).",
  ],
};
