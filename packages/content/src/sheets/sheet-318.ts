import type { RevisionSheetInput } from "./schema";

export const sheet318: RevisionSheetInput = {
  id: 318,
  title: "Prévention de la mort inattendue du nourrisson",
  caseId: "station-029",
  summary:
    "La mort inattendue du nourrisson survient surtout pendant le sommeil, entre 1 et 6 mois : la plupart de ses facteurs de risque sont modifiables. Chaque consultation des premiers mois est l'occasion de faire décrire le couchage aux parents et de corriger, sans culpabiliser, ce qui expose l'enfant.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Décès subit d'un enfant de moins de 2 ans que rien dans ses antécédents ne laissait prévoir",
        "Mort subite du nourrisson : décès qui reste inexpliqué après enquête, autopsie et examens complets",
        "Pic de fréquence entre 1 et 6 mois, le plus souvent pendant le sommeil",
        "Environ 250 à 350 décès par an en France, première cause de décès entre 1 mois et 1 an",
        "Baisse d'environ 75 % après les campagnes de couchage sur le dos des années 1990",
        "Une part importante des décès survient dans un environnement de sommeil non sécurisé",
      ],
    },
    {
      kind: "causes",
      title: "Facteurs de risque",
      items: [
        "Couchage sur le ventre ou sur le côté, position instable qui bascule vers le ventre",
        "Partage du lit avec un adulte, sommeil sur un canapé ou dans un fauteuil",
        "Literie molle : oreiller, couette, couverture, peluches, tour de lit, matelas trop mou",
        "Surchauffe : chambre trop chaude, bonnet, excès de vêtements ou de couvertures",
        "Tabagisme maternel pendant la grossesse et exposition au tabac après la naissance",
        "Prématurité, petit poids de naissance, sexe masculin, grossesse peu suivie",
        "Alcool, drogues ou médicaments sédatifs chez l'adulte qui dort près de l'enfant",
        "Facteurs protecteurs : allaitement maternel, sucette au coucher, chambre des parents jusqu'à 6 mois",
      ],
    },
    {
      kind: "red_flags",
      title: "Situations à haut risque à repérer",
      items: [
        "Nourrisson couché sur le ventre ou calé sur le côté, notamment par peur des régurgitations",
        "Sommeil partagé avec un parent fumeur, épuisé, ayant bu ou pris des sédatifs",
        "Parent qui s'endort avec l'enfant sur un canapé ou dans un fauteuil",
        "Garde par un tiers qui couche l'enfant autrement (grands-parents, assistante maternelle)",
        "Nourrisson prématuré ou de petit poids, contexte de précarité ou de grossesse non suivie",
        "Malaise grave du nourrisson récent : pâleur, cyanose, hypotonie, à adresser aux urgences",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire des parents",
      items: [
        "Faire décrire le couchage : position, lieu, lit, matelas, objets présents dans le lit",
        "Où dort l'enfant la nuit et pour les siestes, qui le couche, qui le garde",
        "Température de la chambre, habillage, bonnet, couvertures",
        "Tabagisme des parents et de l'entourage, pendant la grossesse et aujourd'hui",
        "Consommation d'alcool, de drogues ou de médicaments sédatifs des parents",
        "Représentations et craintes : peur de l'étouffement, conseils de l'entourage, fatigue",
        "Alimentation, régurgitations, prise de poids, antécédents de malaise",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique du nourrisson",
      items: [
        "Courbes de poids, de taille et de périmètre crânien dans le carnet de santé",
        "Examen complet du suivi du 2e mois, tonus, contact, cri",
        "Régurgitations bénignes si prise de poids normale, sans pleurs ni refus de boire",
        "Recherche d'une plagiocéphalie positionnelle, fréquente avec le couchage sur le dos",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires",
      items: [
        "Aucun examen chez un nourrisson en bonne santé pour prévenir une mort inattendue",
        "Pas de pH-métrie ni de traitement antireflux pour des régurgitations simples",
        "Pas d'enregistrement cardiorespiratoire à domicile en prévention systématique",
        "En cas de décès : transfert vers un centre de référence, autopsie et bilan selon le protocole HAS",
      ],
    },
    {
      kind: "management",
      title: "Conseils de couchage et prévention",
      items: [
        "Toujours sur le dos, pour la nuit et pour toutes les siestes, dès la naissance",
        "Dans son propre lit à barreaux, matelas ferme adapté au lit, gigoteuse à sa taille",
        "Lit vide : ni oreiller, ni couette, ni couverture, ni peluche, ni tour de lit",
        "Dans la chambre des parents, dans son propre lit, idéalement jusqu'à 6 mois",
        "Chambre entre 18 et 20 °C, sans bonnet ni excès de vêtements",
        "Aucune exposition au tabac : jamais dans le logement ni en voiture, aide à l'arrêt proposée",
        "Ne jamais s'endormir avec l'enfant dans un lit, un canapé ou un fauteuil",
        "Sur le ventre uniquement éveillé et surveillé, pour le développement moteur",
        "Favoriser l'allaitement maternel ; sucette possible au coucher si l'enfant la prend",
        "Remettre le dépliant de Santé publique France et faire reformuler les consignes",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Donner les consignes sans avoir fait décrire le couchage réel de l'enfant",
        "Accepter le couchage sur le côté comme un compromis acceptable",
        "Prescrire un antireflux ou faire surélever le lit pour des régurgitations banales",
        "Oublier les siestes, le canapé et les personnes qui gardent l'enfant",
        "Oublier le tabagisme du conjoint et l'offre d'aide à l'arrêt",
        "Culpabiliser la mère ou la grand-mère au lieu d'expliquer que les recommandations ont changé",
        "Réciter un monologue sans vérifier ce que la mère a retenu",
      ],
    },
  ],
  keyPoints: [
    "Toujours sur le dos, dans son propre lit, sur un matelas ferme, en gigoteuse",
    "Lit vide : pas d'oreiller, de couette, de peluche ni de tour de lit",
    "Chambre des parents jusqu'à 6 mois, jamais de sommeil partagé ni de canapé",
    "Chambre à 18–20 °C et aucune exposition au tabac",
    "Les régurgitations d'un nourrisson qui grossit bien ne justifient pas de le coucher autrement",
  ],
  sources: [
    "HAS, Prise en charge en cas de mort inattendue du nourrisson (moins de 2 ans), recommandations professionnelles, février 2007",
    "Santé publique France, Couchage du nourrisson et prévention de la mort inattendue du nourrisson : recommandations aux parents (site 1000 premiers jours)",
    "Collège national des pédiatres universitaires (CNPU), Pédiatrie, référentiel du second cycle (R2C, EDN) : mort inattendue du nourrisson",
    "Moon RY et al., Sleep-related infant deaths: updated 2022 recommendations for reducing infant deaths in the sleep environment, American Academy of Pediatrics, Pediatrics 2022",
  ],
};
