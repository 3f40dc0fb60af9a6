import type { SeedContent } from './types.js';

/** French demo content, translated from en.ts. */
export const fr: SeedContent = {
  counters: [
    { value: 7, decimals: 0, suffix: '+', label: 'Années d’expérience' },
    { value: 20, decimals: 0, suffix: '+', label: 'Projets livrés' },
    { value: 99.9, decimals: 1, suffix: '%', label: 'Disponibilité en production' },
  ],
  about: {
    heading: 'Des logiciels sur lesquels les entreprises peuvent compter',
    paragraphs: [
      'Développeur full-stack basé à Hô Chi Minh-Ville, je conçois depuis sept ans des plateformes web pour le paiement, le commerce de détail et l’industrie. J’aime chaque étape du parcours : comprendre le problème métier, concevoir le modèle de données, écrire le code et veiller à sa bonne santé en production.',
      'Ce que je préfère, c’est le point de rencontre entre produit et ingénierie : transformer une idée encore floue en un système rapide, sûr et facile à faire évoluer. J’écris les tests en premier quand c’est important, je mesure avant d’optimiser et je documente mes décisions pour que le développeur suivant puisse avancer vite.',
    ],
    highlights: [
      'Code propre et testé',
      'Performance et scalabilité',
      'Communication claire',
      'Mentorat et revue de code',
    ],
  },
  experience: [
    {
      company: 'Harbor Fintech',
      role: 'Ingénieur logiciel senior',
      period: '2022 – aujourd’hui',
      location: 'Hô Chi Minh-Ville',
      achievements: [
        'Pilotage de la refonte de la passerelle de paiement, avec un débit porté de 300 à 2 500 transactions par seconde.',
        'Réduction du temps de réponse p99 de l’API de 900 ms à 140 ms grâce à l’optimisation des requêtes et à une couche de cache Redis.',
        'Mise en place de tests de contrat et d’un pipeline CI, avec à la clé 60 % d’incidents en production en moins.',
        'Mentorat de six ingénieurs et animation de la revue d’architecture hebdomadaire.',
      ],
    },
    {
      company: 'Lotus Retail Group',
      role: 'Développeur full-stack',
      period: '2019 – 2022',
      location: 'Hanoï',
      achievements: [
        'Développement d’une plateforme e-commerce multi-magasins au service de 400 000 clients par mois.',
        'Conception du service de synchronisation des stocks entre 120 magasins et la boutique en ligne.',
        'Migration du front-end vers une bibliothèque de composants partagée par quatre équipes produit.',
        'Baisse de 35 % des coûts d’hébergement grâce au transfert des traitements par lots vers une flotte de workers alimentée par des files d’attente.',
      ],
    },
    {
      company: 'Mekong Software',
      role: 'Développeur web',
      period: '2017 – 2019',
      location: 'Can Tho',
      achievements: [
        'Livraison de douze sites clients et outils internes dans le respect des délais et du budget.',
        'Création d’un module ERP de planification de la production utilisé par trois usines.',
        'Automatisation des déploiements, faisant passer le temps de mise en production d’une journée à quinze minutes.',
        'Rédaction des conventions de code de l’équipe, toujours utilisées aujourd’hui pour l’intégration des nouveaux arrivants.',
      ],
    },
  ],
  skills: {
    languages: ['TypeScript', 'JavaScript', 'PHP', 'Go', 'Python', 'SQL'],
    frameworks: ['React', 'Vue.js', 'Node.js', 'Laravel', 'Fastify', 'Next.js'],
    databases: ['PostgreSQL', 'MySQL', 'Redis', 'SQLite', 'MongoDB'],
    tools: ['Git', 'Docker', 'GitHub Actions', 'Playwright', 'Grafana'],
    cloud: ['AWS', 'Google Cloud', 'Kubernetes', 'Terraform', 'Cloudflare'],
  },
  certifications: [
    {
      name: 'AWS Certified Solutions Architect – Associate',
      issuer: 'Amazon Web Services',
      year: '2023',
      url: '',
    },
    { name: 'Certified Kubernetes Application Developer', issuer: 'The Linux Foundation', year: '2022', url: '' },
    { name: 'Professional Scrum Master I', issuer: 'Scrum.org', year: '2021', url: '' },
  ],
  testimonials: [
    {
      text: 'Minh a refondu notre passerelle de paiement sans une seule minute d’interruption. Il explique des arbitrages complexes avec des mots simples et tient toujours ses promesses.',
      name: 'Sarah Tran',
      position: 'Directrice technique',
      company: 'Harbor Fintech',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Notre boutique en ligne est devenue deux fois plus rapide après l’arrivée de Minh sur le projet. Toute l’équipe a énormément appris de ses revues de code.',
      name: 'David Le',
      position: 'Responsable e-commerce',
      company: 'Lotus Retail Group',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Un développeur fiable, attentif aux utilisateurs. Le module de planification qu’il a conçu reste le cœur de nos usines.',
      name: 'Hoa Pham',
      position: 'Directrice des opérations',
      company: 'Mekong Software',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Des estimations claires, un code propre et une documentation excellente. Nous referions appel à Minh sans hésiter pour tout projet critique.',
      name: 'James Walker',
      position: 'Chef de produit',
      company: '',
      rating: 4,
      avatar: '',
    },
  ],
  categories: {
    'web-app': 'Application web',
    saas: 'SaaS',
    enterprise: 'Entreprise',
    fintech: 'Fintech',
    ecommerce: 'E-commerce',
    blockchain: 'Blockchain',
  },
  projects: {
    'harbor-pay': {
      title: 'Passerelle de paiement HarborPay',
      description:
        'Une passerelle qui achemine les paiements par carte et par QR code vers six banques, avec des API idempotentes, des règles antifraude et des rapports de règlement en temps réel.',
      metrics: [
        { label: 'Transactions par jour', value: '50 000+' },
        { label: 'Taux de réussite', value: '99,8 %' },
      ],
    },
    'lotus-commerce': {
      title: 'Boutique multi-magasins Lotus',
      description:
        'Une plateforme e-commerce pour 120 magasins physiques et une boutique en ligne, avec stock partagé, promotions et créneaux de livraison le jour même.',
      metrics: [
        { label: 'Clients par mois', value: '400 000' },
        { label: 'Chargement de page', value: '1,2 s' },
      ],
    },
    'mekong-erp': {
      title: 'Planificateur de production Mekong',
      description:
        'Un module ERP qui planifie la production de trois usines, équilibre la charge des machines et signale les pénuries de matières plusieurs jours à l’avance.',
      metrics: [
        { label: 'Usines', value: '3' },
        { label: 'Temps de planification gagné', value: '70 %' },
      ],
    },
    'ledger-lite': {
      title: 'Comptabilité LedgerLite',
      description:
        'Un service de comptabilité par abonnement pour les petites entreprises : factures, dépenses et déclarations fiscales, avec import des relevés bancaires.',
      metrics: [
        { label: 'Abonnés', value: '2 300' },
        { label: 'Taux de résiliation mensuel', value: '1,9 %' },
      ],
    },
    'saigon-eats': {
      title: 'Commande en ligne Saigon Eats',
      description:
        'Une application web de commande de repas pour les restaurants, avec suivi des commandes en direct, écrans en cuisine et programme de fidélité.',
      metrics: [
        { label: 'Restaurants', value: '85' },
        { label: 'Commandes par jour', value: '6 000' },
      ],
    },
    'clinic-cloud': {
      title: 'Prise de rendez-vous ClinicCloud',
      description:
        'Un système de réservation SaaS pour les cliniques, avec rappels par SMS, agendas des médecins et dossiers patients sécurisés.',
      metrics: [
        { label: 'Cliniques', value: '140' },
        { label: 'Baisse des rendez-vous manqués', value: '45 %' },
      ],
    },
    'chain-trace': {
      title: 'Traçabilité ChainTrace',
      description:
        'Un registre blockchain qui suit le café de la ferme à la tasse, pour que les acheteurs puissent vérifier l’origine et les paiements équitables grâce à un QR code.',
      metrics: [
        { label: 'Fermes sur la blockchain', value: '320' },
        { label: 'Lots tracés', value: '18 000' },
      ],
    },
    'route-optimizer': {
      title: 'Optimiseur de tournées',
      description:
        'Un outil interne qui planifie chaque nuit les tournées de livraison de 200 camionnettes, pour réduire les kilomètres parcourus et les coûts de carburant.',
      metrics: [
        { label: 'Camionnettes', value: '200' },
        { label: 'Carburant économisé', value: '18 %' },
      ],
    },
  },
};
