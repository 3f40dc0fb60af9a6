import type { LandingSeedTexts } from './facts.js';

const ILLUSTRATIVE =
  "Chiffre d'illustration tiré du cahier des charges, sans source pour l'instant : le propriétaire le remplacera par un chiffre cité.";

export const fr: LandingSeedTexts = {
  stats: {
    missing_people: { value: '5000+', label: 'personnes signalées disparues', source: ILLUSTRATIVE },
    golden_time: {
      value: '24h',
      label: "délai d'or pour agir",
      source: 'Conseil, pas une statistique : signalez tout de suite, les premières heures comptent le plus.',
    },
    unsolved: { value: '70%', label: 'des cas toujours non résolus', source: ILLUSTRATIVE },
    awareness: { value: '45%', label: 'des gens savent comment signaler', source: ILLUSTRATIVE },
  },
  sponsors: {
    civicRegistry: {
      description: "Exemple fictif : un bureau d'état civil qui aide à vérifier identités et documents.",
    },
    familySupport: {
      description: 'Exemple fictif : un service public qui soutient les familles pendant leurs recherches.',
    },
    safetyCouncil: { description: 'Exemple fictif : un conseil qui relaie les alertes de sécurité aux quartiers.' },
    lanternLabs: { description: "Exemple fictif : un studio qui offre du temps d'ingénieur aux outils de recherche." },
    blueCloud: { description: 'Exemple fictif : un hébergeur qui garde la plateforme en ligne.' },
    digitalMaps: { description: 'Exemple fictif : une équipe de cartographie qui améliore les noms de lieux.' },
    handsTogether: { description: 'Exemple fictif : un cercle de bénévoles qui distribue les affiches.' },
    warmHome: { description: 'Exemple fictif : des bénévoles qui accueillent les personnes retrouvées.' },
    bridgeOfHope: { description: 'Exemple fictif : un réseau qui met les familles en lien avec des conseillers.' },
  },
  testimonials: {
    family: {
      role: "Famille d'une personne disparue",
      location: 'Hanoï',
      content:
        'Quand mon frère a disparu, nous ne savions pas par où commencer. Une seule page avec sa photo et son numéro de dossier a permis à toute la famille de partager les mêmes faits.',
    },
    volunteer: {
      role: 'Bénévole',
      location: 'Hô Chi Minh-Ville',
      content:
        'Chaque soir je regarde la carte des cas près de mon quartier. Connaître le dernier lieu par commune me permet de poser des affiches là où elles servent.',
    },
    socialWorker: {
      role: 'Travailleur social',
      location: 'Da Nang',
      content:
        "Les familles arrivent épuisées. Une page claire avec le statut et l'historique du dossier leur évite de raconter leur histoire encore et encore.",
    },
    police: {
      role: 'Policier',
      location: 'Haïphong',
      content:
        'Un numéro de dossier qui ne change jamais nous aide à rapprocher les signalements. Les contacts restent privés, les familles ne sont pas submergées d’appels.',
    },
    mother: {
      role: 'Mère qui a retrouvé son enfant',
      location: 'Cần Thơ',
      content:
        "Quelqu'un a reconnu ma fille grâce à la fiche de ce site et a appelé le numéro du dossier. Je n'oublierai jamais ce soir-là.",
    },
  },
  slogans: {
    noOneLeft: {
      title: 'Personne laissé de côté',
      content: 'Chaque personne disparue mérite d’être cherchée, aussi longtemps qu’il le faudra.',
    },
    stronger: {
      title: 'Plus forts ensemble',
      content: 'Un partage, une affiche, un appel : les petits gestes mènent aux retrouvailles.',
    },
    brightHope: {
      title: 'Espoir lumineux',
      content: 'Les familles gardent espoir ; nous gardons leurs dossiers visibles.',
    },
    endlessLove: {
      title: 'Amour sans limite',
      content: "L'amour ne s'arrête ni à une frontière, ni aux années, ni au silence.",
    },
    techForPeople: {
      title: 'La technologie au service des gens',
      content: 'Cartes, recherche et alertes conçues pour servir les familles.',
    },
  },
};
